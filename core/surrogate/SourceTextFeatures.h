#pragma once
// Features of a kernel's source text, for candidates that exist only as source: LLM-
// written programs (PyTorch with inline CUDA, Triton) that NVRTC cannot compile.
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// Describes a program's text by counts of what decides its speed, in four groups:
///
/// - **operators** of the PyTorch program (matmul, convolution, normalisation, softmax,
///   activation, reduction, pooling, loss, attention, recurrent, layout changes; nn
///   modules), the task the kernel replaces, after GPU Forecasters' prompt fields (the
///   reference and the candidate code side by side, GPU Forecasters, 2026);
/// - **loops and their nesting**: for/while loops, the deepest nesting of loops, kernels
///   and launches, after the loop-context features of TVM's cost model (Chen et al.,
///   2018, "Learning to Optimize Tensor Programs");
/// - **memory-access idioms**: shared memory, vector types (float4, half2), __ldg,
///   __restrict__, atomics, warp shuffles, barriers, unrolling, asynchronous copies,
///   tensor-core instructions, fast-math intrinsics, Triton loads and dots, after TVM's
///   touched-buffer features and TLP's schedule-primitive tokens (Zhai et al., 2023,
///   "TLP: A Deep Learning-based Cost Model for Tensor Program Tuning", ASPLOS);
/// - **library calls**: cuBLAS, cuDNN, CUDA graphs, torch.compile, inline extensions,
///   CUTLASS, CUB/Thrust; and **launch literals**: the largest power-of-two literal in
///   32..1024 (a block size) as log2, and how many there are.
///
/// Counts are log1p-scaled (a loop in a 30-line kernel and one in a 3,000-line file weigh
/// alike); the text is scanned once per needle, linear in its length.
class SourceTextFeatures {
public:
    /// Column names, fixed order (names() and of() agree in width).
    static const std::vector<std::string>& names();
    /// The row of `source` (names().size() values). Empty text gives zeros.
    static std::vector<double> of(std::string_view source);
};

} // namespace augur
