"""Two keys: `layers.dropout` is handed to `functools.partial` in traced code in `train`, which
omnifix cannot update, so `layers` keeps its global key (reported); `init.normal`, called untraced
only, keeps its signature as a wrapper and `train` is unchanged."""
