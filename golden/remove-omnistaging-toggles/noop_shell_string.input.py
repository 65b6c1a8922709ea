import subprocess

subprocess.run("JAX_OMNISTAGING=0 python train.py", shell=True, check=True)
