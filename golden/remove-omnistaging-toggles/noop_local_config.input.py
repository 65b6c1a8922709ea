class Config:
    def disable_omnistaging(self):
        self.omnistaging_enabled = False


config = Config()
config.disable_omnistaging()
print(config.omnistaging_enabled)
