#!/bin/bash
# GPU check 2: rft-cpu-ex's SFT stage (the shipped prompt's records, about 3x the tokens of
# rft-cpu's per example) at the 1.5B's shape: stopped by SIGINT after its first checkpoints, then
# continued with --resume. Carry .whl and .devcarry as for train_check.sh, plus
# .devcarry/rftex/rft-data (runs/rft-cpu-ex/rft-data: train/val.jsonl).
T0=$(date +%s)
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 3
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 MANIM_AGENT_CACHE_DIR=/tmp/mcache
mkdir -p /tmp/runs/rftex && cp -r .devcarry/rftex/rft-data /tmp/runs/rftex/
C="python3 -m training --config bench/gpu/rft-ex-shape.yaml --stage sft"
# the base is built first (about a minute), then steps; stop once checkpoint-4 exists
$C > $OUT/first.log 2>&1 &
PID=$!
while kill -0 $PID 2>/dev/null; do
  if [ -d /tmp/runs/rftex/sft/checkpoint-8 ]; then kill -INT $PID; break; fi
  sleep 1
done
wait $PID; echo "first run rc $? after $(( $(date +%s)-T0 )) s" | tee $OUT/summary.txt
ls /tmp/runs/rftex/sft | tee -a $OUT/summary.txt
$C --resume > $OUT/resume.log 2>&1; echo "resume rc $? after $(( $(date +%s)-T0 )) s" | tee -a $OUT/summary.txt
cp /tmp/runs/rftex/sft/DONE.json $OUT/rft-ex-shape-DONE.json 2>/dev/null
tail -n 3 $OUT/first.log $OUT/resume.log | tr '\r' '\n' | grep -v "it/s\]$" | tail -12
