"""A module keeping a global PRNG key, and one calling its functions from a jitted function and a driver."""
