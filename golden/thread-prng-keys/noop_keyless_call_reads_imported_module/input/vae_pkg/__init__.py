"""As keyless_call_reads_imported_constant, but `encode` reads `config.LATENT` off the module
`config`: an attribute of an imported module may be anything, a module reaching `model.rng`
among them, so `encode` may read the key, and `sample`, which calls it before `reparam`, is not
threaded: reported."""
