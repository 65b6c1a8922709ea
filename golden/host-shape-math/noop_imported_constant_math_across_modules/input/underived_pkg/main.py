from . import config

config.HEADS = 4
