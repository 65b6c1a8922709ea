"""A jax.numpy int given to another module's helper whose `return` computes jax.numpy math on
that parameter stays when the helper reads it outside its `return` other than in a local int
read only there or in an int test: as data (`y = x * k`, whose dtype or overflow a host int
would change), in float math (`if k / 3 > 0.33333334:`, another dtype on the host), or given
to a call (`print(k)`): reported, left as it is."""
