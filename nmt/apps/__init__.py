"""The command-line apps, one module per console script, and their shared plumbing."""
