def setup(flag):
    if flag:
        pass
    else:
        pass


class Settings:
    def apply(self):
        pass
