"""Arguments computed with jax.numpy given to another module's helpers whose parameter reaches a
place that needs an int through a local variable not followed (re-bound in a loop, also used as
data): a host int could change what the helper does. Left as they are, and reported in the
helper's module at that place (a tracer fails there)."""
