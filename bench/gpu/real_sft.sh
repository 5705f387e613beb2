#!/bin/bash
# The SFT stage of a real run on the lent GPU machine: the embedded 1.5B (Q4_K_M GGUF, dequantised
# there into a bfloat16 base, as on a CPU) trained on the committed RFT records with
# transformers + PEFT on CUDA. Used for rft-gpu-ex-w3 (docs/training.md, 2026-11-27).
# STAGE=pref runs the preference stage instead (DPO, e.g. CFG=pref-rft from the committed RFT
# adapter): its pairs are built here first (`--stage pref --pairs-only`, which needs ManimBench)
# and the run folder carries runs/<config>/pref/pairs.jsonl; the machine trains on them
# (`--resume`: the pairs as written, no rebuild).
# STAGE=grpo runs the update phase of GRPO (`--grpo-phase update --resume`, e.g. CFG=grpo-rft):
# the run folder carries runs/<config>/grpo as the sample phase left it here (prompts.jsonl,
# groups/, start-adapter/, the last checkpoint); $OUT gets the newest checkpoint, progress.jsonl
# and, after the last step, the adapter and DONE.json (docs/training.md, "Sampling here,
# updating on a GPU").
#
# The machine reaches nothing outside and a call carries at most 64 MiB, so the GGUF (1,117 MB)
# travels as 21 pieces of 52 MiB (`split -b 52M -d -a 2 <gguf> .stage/g`), one piece a call, each
# moved out of the checkout to /root/ch by that call (the next call's copy of the checkout would
# replace it), all while the machine stays warm (it goes back after 30 s idle): about 5 s a call.
# The last call carries the last piece, this script, the wheels and the run folder:
#   .stage/whl            transformers==5.24.0 peft==0.21.2 trl==1.16.0 datasets==5.2.0
#                         gguf==0.19.0 dill==0.4.1 multiprocess==0.70.19 (cp312 wheels)
#   runs/<config>         rft-data/train.jsonl, val.jsonl (`--stage rft-data --budget-minutes 0`)
#                         (STAGE=pref: pref/pairs.jsonl, pairs-val.jsonl, manifest.json)
# and runs `CFG=<config> [STAGE=pref] bash bench/gpu/real_sft.sh`. $OUT gets <stage>.log and
# <stage>.tgz (the adapter, DONE.json and the TensorBoard logs); unpack it into runs/<config>
# here and run `--stage export`.
set -u
S=.stage
CFG=${CFG:-rft-gpu-ex-w3}
STAGE=${STAGE:-sft}
case $STAGE in
  sft) FLAGS= ;;
  pref) FLAGS=--resume ;;
  grpo) FLAGS="--grpo-phase update --resume" ;;
  *) echo "STAGE must be sft, pref or grpo"; exit 2 ;;
esac
mkdir -p /root/ch && mv $S/g?? /root/ch/ 2>/dev/null
echo "pieces: $(ls /root/ch/g?? | wc -l)"
M=/root/.cache/manim-agent/models; mkdir -p $M
F=$M/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
t0=$(date +%s)
# the pinned size; the training package checks the pinned sha256 before it reads the file
[ "$(stat -c %s $F 2>/dev/null)" = 1117320768 ] || cat /root/ch/g?? > $F
sha256sum $F
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site $S/whl/*.whl || exit 3
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 TOKENIZERS_PARALLELISM=false
python3 -c "import torch, transformers, peft, trl, datasets; print(torch.__version__, \
transformers.__version__, peft.__version__, trl.__version__, torch.cuda.get_device_name(0))"
echo "setup $(( $(date +%s) - t0 )) s"
timeout ${SFT_TIMEOUT:-420} python3 -m training --config $CFG --stage $STAGE $FLAGS 2>&1 \
    | tee $OUT/$STAGE.log | grep -v "it/s\]$" | tail -c 6000
echo "$STAGE rc=${PIPESTATUS[0]} total $(( $(date +%s) - t0 )) s"
if [ $STAGE = grpo ]; then
  last=$(ls -d runs/$CFG/grpo/checkpoint-* | sed 's/.*-//' | sort -n | tail -1)
  (cd runs/$CFG && tar czf $OUT/grpo.tgz grpo/checkpoint-$last grpo/progress.jsonl \
      $(ls -d grpo/adapter grpo/DONE.json logs 2>/dev/null))
else
  tar czf $OUT/$STAGE.tgz --exclude='checkpoint-*' -C runs/$CFG $STAGE logs
fi
ls -la $OUT
