def configure(flag):
    if flag: pass
    return flag
