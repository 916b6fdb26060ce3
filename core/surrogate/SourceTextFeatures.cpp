#include "core/surrogate/SourceTextFeatures.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>

namespace augur {

namespace {

/// One counted column: the sum of the occurrences of its needles.
struct Column {
    const char* name;
    std::initializer_list<const char*> needles;
};

// Needles are literal text; identifiers are matched at a word start (see count()).
const Column kColumns[] = {
    // Operators of the task (PyTorch).
    {"op_matmul", {"torch.matmul", "torch.mm(", "torch.bmm", "nn.Linear", "F.linear", "torch.addmm", "torch.einsum"}},
    {"op_conv", {"conv1d", "conv2d", "conv3d", "Conv1d", "Conv2d", "Conv3d", "conv_transpose", "ConvTranspose"}},
    {"op_norm",
     {"batch_norm", "BatchNorm", "layer_norm", "LayerNorm", "group_norm", "GroupNorm", "instance_norm", "InstanceNorm",
      "rms_norm", "RMSNorm", "torch.norm", "normalize("}},
    {"op_softmax", {"softmax", "Softmax"}},
    {"op_activation",
     {"relu", "ReLU", "gelu",     "GELU",     "sigmoid", "Sigmoid", "tanh",     "Tanh",     "silu",  "SiLU",
      "elu(", "ELU",  "hardtanh", "Hardtanh", "mish",    "Mish",    "softplus", "Softplus", "swish", "hardswish"}},
    {"op_reduction",
     {".sum(", "torch.sum", ".mean(", "torch.mean", ".max(", "torch.max", ".min(", "torch.min", "argmax", "argmin",
      "cumsum", "cumprod", ".prod(", "logsumexp", ".var(", ".std("}},
    {"op_pooling", {"max_pool", "avg_pool", "MaxPool", "AvgPool", "adaptive_avg_pool", "AdaptiveAvgPool"}},
    {"op_loss",
     {"cross_entropy", "CrossEntropyLoss", "mse_loss", "MSELoss", "kl_div", "KLDiv", "triplet", "hinge", "smooth_l1",
      "HuberLoss", "huber", "cosine_similarity", "nll_loss"}},
    {"op_attention", {"scaled_dot_product_attention", "MultiheadAttention", "attention"}},
    {"op_recurrent", {"nn.LSTM", "nn.GRU", "nn.RNN", "LSTMCell", "GRUCell"}},
    {"op_layout", {".transpose(", ".permute(", ".view(", ".reshape(", ".contiguous(", "torch.cat", ".flatten("}},
    {"op_elementwise",
     {"torch.clamp", "torch.exp", "torch.log", "torch.sqrt", "torch.where", "torch.add", "torch.mul", "torch.div",
      "torch.abs", "torch.pow"}},
    {"nn_modules", {"nn."}},
    // Loops and kernels (counted separately below: for_depth).
    {"loops_for", {"for (", "for("}},
    {"loops_while", {"while (", "while("}},
    {"kernels", {"__global__"}},
    {"launches", {"<<<"}},
    {"python_loops", {"for _ in", "for i in", "for j in", "for k in"}},
    // Memory-access idioms.
    {"mem_shared", {"__shared__", "extern __shared__"}},
    {"mem_vector", {"float4", "float2", "int4", "int2", "half2", "__half2", "bfloat162", "double2", "uint4"}},
    {"mem_ldg", {"__ldg", "ld.global.nc", "__ldcs", "__ldcg"}},
    {"mem_restrict", {"__restrict__"}},
    {"mem_atomic", {"atomicAdd", "atomicMax", "atomicMin", "atomicCAS", "atomicExch", "atomic_add", "tl.atomic"}},
    {"mem_shuffle", {"__shfl"}},
    {"sync_block", {"__syncthreads", "cg::sync", ".sync()"}},
    {"sync_warp", {"__syncwarp"}},
    {"unroll", {"#pragma unroll"}},
    {"async_copy", {"cp.async", "memcpy_async", "cuda::pipeline", "__pipeline_memcpy_async", "cp_async"}},
    {"tensor_core", {"wmma::", "mma.sync", "mma_sync", "nvcuda::wmma", "tl.dot", "wgmma"}},
    {"half_precision", {"__half", "half ", "__nv_bfloat16", "torch.float16", "torch.half", "torch.bfloat16"}},
    {"fast_math", {"__expf", "__fdividef", "rsqrtf", "__fmaf", "__logf", "__sinf", "__cosf", "__frcp", "fmaf("}},
    {"cooperative", {"cooperative_groups", "thread_block_tile", "grid.sync"}},
    {"triton", {"@triton.jit", "tl.load", "tl.store", "tl.program_id"}},
    // Library calls.
    {"lib_cublas", {"cublas", "cuBLAS"}},
    {"lib_cudnn", {"cudnn", "cuDNN", "torch.backends.cudnn"}},
    {"lib_cuda_graph", {"CUDAGraph", "cuda.graph", "cudaGraph", "cuda.graphs", "make_graphed_callables"}},
    {"lib_torch_compile", {"torch.compile", "torch.jit"}},
    {"lib_inline_extension", {"load_inline", "cpp_extension"}},
    {"lib_cutlass", {"cutlass"}},
    {"lib_cub", {"cub::", "thrust::"}},
    {"streams", {"cudaStream", "torch.cuda.Stream", "cuda.stream"}},
};

bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Occurrences of `needle` in `text`; a needle starting with an identifier character only
/// counts at a word start ("relu" in "prelu" does not, in "F.relu" does).
std::size_t count(std::string_view text, std::string_view needle) {
    std::size_t n = 0;
    const bool word = identChar(needle.front());
    for (std::size_t at = text.find(needle); at != std::string_view::npos; at = text.find(needle, at + 1))
        if (!word || at == 0 || !identChar(text[at - 1])) ++n;
    return n;
}

/// The deepest nesting of C for/while loops, from braces: a loop opens a level that its
/// block's closing brace closes (an unbraced loop body counts as one level).
int loopDepth(std::string_view text) {
    std::vector<bool> stack; // per open brace: did a loop open it?
    int depth = 0, deepest = 0;
    bool pendingLoop = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if ((c == 'f' && text.compare(i, 4, "for(") == 0) || (c == 'f' && text.compare(i, 5, "for (") == 0) ||
            (c == 'w' && text.compare(i, 6, "while(") == 0) || (c == 'w' && text.compare(i, 7, "while (") == 0)) {
            if (i == 0 || !identChar(text[i - 1])) {
                pendingLoop = true;
                deepest = std::max(deepest, depth + 1);
            }
        } else if (c == '{') {
            stack.push_back(pendingLoop);
            depth += pendingLoop ? 1 : 0;
            pendingLoop = false;
        } else if (c == '}' && !stack.empty()) {
            depth -= stack.back() ? 1 : 0;
            stack.pop_back();
        } // an unbraced loop body is counted by `deepest` and opens no level
    }
    return deepest;
}

/// The largest power-of-two literal in 32..1024 (log2, 0 when none) and how many appear.
std::pair<double, double> launchLiterals(std::string_view text) {
    int largest = 0, found = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])) ||
            (i > 0 && (identChar(text[i - 1]) || text[i - 1] == '.'))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        long v = 0;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && v < 100000)
            v = v * 10 + (text[j++] - '0');
        const bool number = j >= text.size() || !(identChar(text[j]) || text[j] == '.');
        if (number && v >= 32 && v <= 1024 && (v & (v - 1)) == 0) {
            ++found;
            largest = std::max(largest, int(v));
        }
        i = j + 1;
    }
    return {largest ? std::log2(double(largest)) : 0.0, std::log1p(double(found))};
}

} // namespace

const std::vector<std::string>& SourceTextFeatures::names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> n{"lines", "loop_depth", "block_literal_log2", "block_literals"};
        for (const Column& c : kColumns) n.emplace_back(c.name);
        return n;
    }();
    return names;
}

std::vector<double> SourceTextFeatures::of(std::string_view source) {
    std::vector<double> row;
    row.reserve(names().size());
    row.push_back(std::log1p(double(std::count(source.begin(), source.end(), '\n'))));
    row.push_back(double(loopDepth(source)));
    const auto [log2Block, literals] = launchLiterals(source);
    row.push_back(log2Block);
    row.push_back(literals);
    for (const Column& c : kColumns) {
        std::size_t n = 0;
        for (const char* needle : c.needles) n += count(source, needle);
        row.push_back(std::log1p(double(n)));
    }
    return row;
}

} // namespace augur
