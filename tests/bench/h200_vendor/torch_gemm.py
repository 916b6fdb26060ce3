#!/usr/bin/env python3
"""PyTorch's cuBLAS call at the shapes of Augur's GEMM problems, timed like Augur times a
candidate: CUDA events around one call, the L2 flushed before every sample (a write of
twice the L2), median of the samples. TF32 off. Prints one JSON object per shape.

    python3 torch_gemm.py [--samples 50]

HGEMM uses f16 inputs and an f32 output with FP32 accumulation (out_dtype, PyTorch 2.8 and
later), the call the hgemm problems declare as their baseline."""
import argparse
import json
import statistics

import torch

SHAPES = [(4096, 4096, 4096), (2048, 2048, 2048), (1024, 4096, 1000), (8192, 1024, 4096)]


def time_ms(fn, samples, flush):
    times = []
    for _ in range(samples + 3):
        flush.zero_()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times[3:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=50)
    args = parser.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    props = torch.cuda.get_device_properties(0)
    flush = torch.empty(2 * props.L2_cache_size // 4, dtype=torch.float32, device="cuda")
    for m, n, k in SHAPES:
        a = torch.randn(m, k, device="cuda")
        b = torch.randn(k, n, device="cuda")
        c = torch.empty(m, n, device="cuda")
        f32 = time_ms(lambda: torch.mm(a, b, out=c), args.samples, flush)
        ah, bh = a.half(), b.half()
        try:
            f16 = time_ms(lambda: torch.mm(ah, bh, out_dtype=torch.float32), args.samples, flush)
            f16_out = "f32"
        except TypeError:
            f16 = time_ms(lambda: torch.mm(ah, bh), args.samples, flush)
            f16_out = "f16"
        print(json.dumps({"m": m, "n": n, "k": k, "sgemm_ms": f32, "hgemm_ms": f16, "hgemm_output": f16_out,
                          "device": props.name, "torch": torch.__version__}))


if __name__ == "__main__":
    main()
