"""`instance_key_jitted_bound_method_reads_attribute_across_modules` where `Agent.tune` changes
`scale`, called in `run.main` between calls of the jitted method: the pure form jitted through the
instance would read `scale` once, when traced; reported, not rewritten, with the reason."""
