from functools import partial
f = partial(print, "hi")
