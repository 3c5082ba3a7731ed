"""The training loop and what it needs: state, loss, schedule, validation."""
