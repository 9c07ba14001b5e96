#!/usr/bin/env bash
# Reproduces the Exodus experiments of docs/exodus.md (the thesis' Tables 4.1-4.9 and the
# engine-agent network). usage: docs/exodus-experiments.sh OUTDIR [thesis|engine|all]
# OWLBENCH overrides the command ("./owlbench" by default); THREADS the fitness threads.
set -euo pipefail
out=${1:?usage: exodus-experiments.sh OUTDIR [thesis|engine|all]}
what=${2:-all}
ob=${OWLBENCH:-./owlbench}
threads=${THREADS:-2}
mkdir -p "$out"
train() { local name=$1; shift; echo "== $name"; $ob train --out "$out/$name" --threads "$threads" "$@" | tail -n 2; }
if [ "$what" = thesis ] || [ "$what" = all ]; then
  # each single agent alone: 8 generations, population 10 (Tables 4.1-4.6), three seeds
  for a in opener random extender capturer follower tigersmouth; do
    for s in 1 2 3; do train "single-$a-s$s" --agents "$a" --seed "$s"; done
  done
  for s in 1 2 3; do
    train "five-random-s$s" --agents random,random,random,random,random --seed "$s"    # Table 4.7
    train "five-p10-s$s" --seed "$s"                                                  # Table 4.8
    train "five-p100-s$s" --population 100 --generations 7 --seed "$s"                # Table 4.9
  done
fi
if [ "$what" = engine ] || [ "$what" = all ]; then
  # past the thesis: the thesis' five, the local answer and the engine-based agents; a subset of
  # the games because tactical and connection reading cost about 10-25 ms per position
  train engine-net --agents opener,tigersmouth,capturer,follower,extender,response,tactics,connection,patterns,fuseki \
    --population 30 --generations 15 --seed 1 --train-games 300 --test-games 150
fi
