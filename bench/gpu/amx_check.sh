#!/bin/bash
# Issue 19's AMX question on a second machine: the lent GPU machine's CPU (not its GPU). Does
# llama.cpp's AMX path, built here with native flags (`bench/amx.py build`), run without crashing
# there, and how much faster does it read a prompt? The same measurement as `bench/amx.py measure`
# on this project's 2-core Xeon (docs/benchmarks.md, "llama.cpp's AMX path, measured again").
#
# The machine reaches nothing outside and a call carries at most 64 MiB, so the embedded 1.5B
# GGUF travels as 24 pieces of 45 MiB (`split -b 45M -d -a 2 <gguf> .stage/g`), one a call, each
# moved out of the checkout to /root/ch (the next call's copy would replace it) while the machine
# stays warm. Every call prints the CPU; the run starts once the pieces add up to the file. One
# call (not the one with a piece: the checkout itself is 15 MiB) carries .stage/amx, moved to
# /root/amx:
#   py/llama_cpp      the venv's binding (Python files) with its own libraries (no AMX) in lib/
#   lib-amx           libllama / libggml* from `bench/amx.py build` (AMX compiled in), stripped
#   whl               gguf, numpy, jinja2, markupsafe, diskcache, typing_extensions (cp312)
#   libgomp.so.1      this machine's OpenMP runtime, used where the device has none
# $OUT gets amx-check.log.
set -u
S=.stage
mkdir -p /root/ch && mv $S/g?? /root/ch/ 2>/dev/null
[ -d $S/amx ] && rm -rf /root/amx && mv $S/amx /root/amx
n=$(ls /root/ch/g?? 2>/dev/null | wc -l)
bytes=$(cat /root/ch/g?? 2>/dev/null | wc -c)
echo "pieces: $n, $bytes bytes"
lscpu | grep -E "^(Model name|Socket|Core|Thread|CPU\(s\))"
echo "amx flags: $(grep -o -w 'amx_[a-z0-9]*' /proc/cpuinfo | sort -u | tr '\n' ' ')"
[ "$bytes" = 1117320768 ] || exit 0
[ -d /root/amx ] || { echo "no .stage/amx carried yet"; exit 0; }
t0=$(date +%s)
LOG=$OUT/amx-check.log
M=/root/m; mkdir -p $M
F=$M/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf
[ "$(stat -c %s $F 2>/dev/null)" = 1117320768 ] || cat /root/ch/g?? > $F
sha256sum $F | tee $LOG
W="/root/amx/whl/gguf-* /root/amx/whl/diskcache-*"  # the others only where the device lacks them
python3 -c "import numpy" 2>/dev/null || W="$W /root/amx/whl/numpy-*"
python3 -c "import jinja2" 2>/dev/null || W="$W /root/amx/whl/jinja2-* /root/amx/whl/markupsafe-*"
python3 -c "import typing_extensions" 2>/dev/null || W="$W /root/amx/whl/typing_extensions-*"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site \
    $W || exit 3
python3 --version
# the AMX build's libraries find each other through their build folder's absolute RUNPATH
A=/tmp/amx/llama_cpp_python-0.3.36/vendor/llama.cpp/build/bin
mkdir -p $A && cp /root/amx/lib-amx/*.so $A/
for d in $A /root/amx/py/llama_cpp/lib; do
    for f in $d/lib*.so; do ln -sf "$(basename $f)" "$f.0"; done
    ldconfig -p | grep -q libgomp.so.1 || cp /root/amx/libgomp.so.1 $d/
done
export PYTHONPATH=/tmp/site:/root/amx/py:$PWD PYTHONUNBUFFERED=1
echo "setup $(( $(date +%s) - t0 )) s" | tee -a $LOG
python3 bench/amx.py convert --model $F 2>&1 | tail -3 | tee -a $LOG
echo "convert done $(( $(date +%s) - t0 )) s" | tee -a $LOG
# two threads on two cores, as on the project's machine; then eight, repeating the AMX Q8_0
# process three times (a crash check across processes)
taskset -c 0,1 python3 bench/amx.py measure --model $F --amx-lib $A --threads 2 \
    --pairs venv:q4 amx:q4 amx:q8 2>&1 | tee -a $LOG
echo "2 threads done $(( $(date +%s) - t0 )) s" | tee -a $LOG
taskset -c 0-7 python3 bench/amx.py measure --model $F --amx-lib $A --threads 8 \
    --pairs venv:q4 amx:q8 amx:q8 amx:q8 2>&1 | tee -a $LOG
echo "total $(( $(date +%s) - t0 )) s" | tee -a $LOG
