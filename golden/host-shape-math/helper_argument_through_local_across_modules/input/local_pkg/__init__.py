"""Arguments of calls of another module's helpers that reach them through a local variable of the
caller (`n = size * 2` then `num_tokens(x, size=n)`, `k = x.shape[0] // 2`, `k =
jnp.maximum(...)` then `pad_rows(x, k)`): followed as when written inline."""
