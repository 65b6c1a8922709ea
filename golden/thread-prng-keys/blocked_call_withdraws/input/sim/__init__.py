"""Two keys: `layers.dropout` is handed to `functools.partial` in `train`, which omnifix cannot
update, so `layers` keeps its global key (reported); `init.normal` is threaded."""
