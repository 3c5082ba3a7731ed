"""``python -m nmt.train`` (and ``torchrun -m nmt.train``): the ``nmt-train`` app, kept at this
path because torchrun command lines name it (see nmt.apps.train)."""

from nmt.apps.train import main

if __name__ == "__main__":
    main()
