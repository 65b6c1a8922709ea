import jax

UPDATES = {"set": jax.ops.index_update, "add": jax.ops.index_add}
