class Runner:
	def setup(self):
		self.ready = True
