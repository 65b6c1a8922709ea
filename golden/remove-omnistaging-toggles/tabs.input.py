import jax


class Runner:
	def setup(self):
		jax.config.enable_omnistaging()
		self.ready = True
