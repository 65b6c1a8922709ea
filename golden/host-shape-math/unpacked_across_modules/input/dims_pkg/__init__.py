"""A helper whose tuple of shape math another module unpacks."""
