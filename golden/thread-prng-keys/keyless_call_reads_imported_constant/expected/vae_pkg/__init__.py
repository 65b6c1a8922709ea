"""`main.sample`, traced by the jitted `step`, calls `model.encode` then `model.reparam`, which
splits `model`'s global key. `encode` reads `LATENT`, imported from `config`: a name another
module bound, read as a value (not called, no attribute read off it), cannot be `model`'s key,
so `model` publishes that `encode` cannot read it, and `sample` is threaded with the call of
`encode` left as it is."""
