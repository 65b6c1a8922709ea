"""`kernels` keeps a global key that `propose`, `accept`, `jitter` and `nudge` split. `chains`
calls them only from functions nested in traced ones: a `fori_loop`, `scan` and `while_loop` body
defined in a jitted function, a lambda given to `fori_loop`, a `cond` branch, named or a lambda.
Each is part of its function's trace, so `kernels` threads what they call; the bodies carry the
key in their loop's state and the branches take it first, as for a key of `chains` itself.
`eager`, never traced, gives `fori_loop` a body calling `nudge`, which the loop traces: it runs
its loop with `kernels.rng_key`. `sample`, never traced, is left alone."""
