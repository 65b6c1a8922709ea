"""Arguments computed with jax.numpy given to another module's helpers whose parameter reaches a
place that needs an int through local variables assigned once from it (`n = k * 2` then `x[:n]`,
`width = k + 1` then `jnp.pad`'s widths): followed as when written inline, the arguments computed
on the host."""
