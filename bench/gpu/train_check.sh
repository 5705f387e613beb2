#!/bin/bash
# GPU check of the training package's CUDA path (transformers + PEFT; Unsloth is not installed
# there). Run on the lent GPU machine from the repo root with .whl and .devcarry carried:
#   .whl       the train extra's wheels the image lacks or has in other versions (cp312):
#              transformers==5.24.0 peft==0.21.2 trl==1.16.0 datasets==5.2.0 gguf==0.19.0 dill
#              multiprocess (pip download --no-deps --only-binary=:all: --python-version 3.12 ...)
#   .devcarry  tok/ (<cache>/tokenizers/qwen2.5-coder-1.5b-instruct-q4_k_m), manimbench/ (a copy
#              of the dataset folder) and rft-data/ (runs/rft-cpu/rft-data: train/val.jsonl)
# Results: bench/results/training/gpu-h200/ and docs/training.md.
set -o pipefail
T0=$(date +%s)
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 3
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 MANIMBENCH_PATH=$PWD/.devcarry/manimbench MANIM_AGENT_CACHE_DIR=/tmp/mcache
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv | tee $OUT/gpu.txt
python3 -c "import torch,transformers,peft,trl,datasets;print('torch',torch.__version__,'cuda',torch.cuda.is_available(),'tf',transformers.__version__,'peft',peft.__version__,'trl',trl.__version__)" | tee -a $OUT/gpu.txt
echo "setup $(( $(date +%s)-T0 )) s" | tee -a $OUT/gpu.txt
# 1: the smoke chain's data + SFT stages (tiny random model) on the GPU, then --resume skips
python3 -m training --config bench/gpu/smoke.yaml --stage data 2>&1 | tail -3
python3 -m training --config bench/gpu/smoke.yaml --stage sft 2>&1 | tee $OUT/smoke-sft.log | grep -E "backend|sft:|Error|error" | head -20
cp /tmp/runs/smoke/sft/DONE.json $OUT/smoke-sft-DONE.json 2>/dev/null
echo "smoke done $(( $(date +%s)-T0 )) s" | tee -a $OUT/gpu.txt
# 2: rft-cpu's SFT stage (same data, steps, batch) on a random model of the 1.5B's shape: speed
mkdir -p /tmp/runs/rft && cp -r .devcarry/rft-data /tmp/runs/rft/
( while sleep 5; do nvidia-smi --query-gpu=memory.used,utilization.gpu --format=csv,noheader >> $OUT/gpumem.txt; done ) &
timeout 330 python3 -m training --config bench/gpu/rft-shape.yaml --stage sft 2>&1 | tee $OUT/rft-shape-sft.log | grep -E "backend|sft:|Error|error|it/s|s/it" | tail -25
kill %1 2>/dev/null
cp /tmp/runs/rft/sft/DONE.json $OUT/rft-shape-DONE.json 2>/dev/null
ls -la /tmp/runs/rft/sft/adapter 2>/dev/null | head
echo "all done $(( $(date +%s)-T0 )) s" | tee -a $OUT/gpu.txt
