"""A public helper whose shape math reads a parameter, called from another module only, in functions
jitted with that argument static (of unknown type): each call's value goes to a place that takes
nothing but an int (a shape's entry, a slice bound), where a float or a tuple fails in the original
too, so the calling module gives it as an int, as the helper's own module would, and the helper is
rewritten in place."""
