"""ManimTrainer: SFT, GRPO and GGUF export for the model the server hosts (see issues 7 and 8)."""
