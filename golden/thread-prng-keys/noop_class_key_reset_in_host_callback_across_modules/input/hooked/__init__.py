"""As golden noop_class_key_reset_in_host_callback, the reset in another module: the host callback
in the jitted `step` is given `hooks.reset`, a function of another module of the run, which
omnifix does not follow there (it sets `Sampler.key`). Reported, not rewritten."""
