#include "core/problem/VendorCall.h"

#include "core/base/InputError.h"
#include "core/base/JsonWholeNumber.h"
#include "core/problem/MeasureJob.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

namespace augur {

using json = nlohmann::json;

namespace {

constexpr long long kMaxDimension = std::numeric_limits<int>::max(); // the libraries take int

/// Elements a column-major matrix of `rows` x `cols` with leading dimension `ld` spans.
long long spanOf(long long rows, long long cols, long long ld) { return (cols - 1) * ld + rows; }

/// Why the dtypes and compute type pair up in neither library; empty when they do
/// (cublasGemmEx's table of supported type combinations, cuBLAS documentation 2.8.12).
std::string dtypeProblem(const VendorCall& c) {
    const std::string& in = c.inputDtype;
    if (in != "f32" && in != "f16" && in != "bf16") return "A and B must be f32, f16 or bf16, not " + in;
    if (c.outputDtype != "f32" && c.outputDtype != in)
        return "C must be f32 or the inputs' dtype (" + in + "), not " + c.outputDtype;
    if (c.compute == "f32") return {};
    if (c.compute == "tf32") return in == "f32" && c.outputDtype == "f32" ? "" : "compute \"tf32\" needs f32 matrices";
    if (c.compute == "f16")
        return in == "f16" && c.outputDtype == "f16" ? "" : "compute \"f16\" needs f16 matrices A, B and C";
    return "compute must be \"f32\", \"tf32\" or \"f16\", not \"" + c.compute + "\"";
}

} // namespace

std::string vendorLibraryName(const std::string& library) { return library == "cublaslt" ? "cuBLASLt" : "cuBLAS"; }

std::string VendorCall::describe() const {
    return vendorLibraryName(library) + " gemm " + inputDtype + " x " + inputDtype + " -> " + outputDtype +
        ", compute " + compute + ", " + (transA ? "T" : "N") + " " + (transB ? "T" : "N") + ", m=" + std::to_string(m) +
        " n=" + std::to_string(n) + " k=" + std::to_string(k) + " (column-major)";
}

std::string vendorCallProblem(const VendorCall& c, const std::vector<ResolvedBuffer>& buffers,
                              const std::array<std::string, 3>& labels) {
    if (c.library != "cublas" && c.library != "cublaslt")
        return "library must be \"cublas\" or \"cublaslt\", not \"" + c.library + "\"";
    for (long long d : {c.m, c.n, c.k})
        if (d < 1 || d > kMaxDimension) return "m, n and k must be 1..2147483647";
    if (!std::isfinite(c.alpha) || !std::isfinite(c.beta)) return "alpha and beta must be finite";
    const struct {
        const std::string& name;
        int index;
        long long rows, cols, ld;
    } matrices[] = {{labels[0], c.a, c.transA ? c.k : c.m, c.transA ? c.m : c.k, c.lda},
                    {labels[1], c.b, c.transB ? c.n : c.k, c.transB ? c.k : c.n, c.ldb},
                    {labels[2], c.c, c.m, c.n, c.ldc}};
    for (const auto& mat : matrices) {
        if (mat.index < 0 || static_cast<std::size_t>(mat.index) >= buffers.size())
            return mat.name + ": no such buffer";
        if (mat.ld < mat.rows || mat.ld > kMaxDimension)
            return mat.name + ": leading dimension " + std::to_string(mat.ld) + " is below " +
                std::to_string(mat.rows) + " (the packed one) or above 2147483647";
        const ResolvedBuffer& buf = buffers[static_cast<std::size_t>(mat.index)];
        const long long span = spanOf(mat.rows, mat.cols, mat.ld);
        if (span > buf.count)
            return mat.name + ": the matrix spans " + std::to_string(span) + " elements; buffer '" + buf.name +
                "' has " + std::to_string(buf.count);
    }
    if (c.a == c.c || c.b == c.c) return "C must not be the buffer of A or B";
    const std::string dtypeA = buffers[static_cast<std::size_t>(c.a)].dtype;
    if (buffers[static_cast<std::size_t>(c.b)].dtype != dtypeA) return "A and B must have one dtype";
    if (dtypeA != c.inputDtype || buffers[static_cast<std::size_t>(c.c)].dtype != c.outputDtype)
        return "the call's dtypes differ from its buffers'";
    const std::string& roleC = buffers[static_cast<std::size_t>(c.c)].role;
    if (roleC != "output" && roleC != "inout") return "C must be an output or inout buffer";
    if (c.beta != 0 && roleC != "inout") return "beta is not 0, so C is read: it must be an inout buffer";
    // The harness fills an output with NaN and checks all of it: a call that leaves a gap
    // (a smaller m or n, padding in ldc) could never pass.
    const long long written = c.m * c.n;
    if (roleC == "output" && written != buffers[static_cast<std::size_t>(c.c)].count)
        return labels[2] + ": the call writes " + std::to_string(written) + " elements of output buffer '" +
            buffers[static_cast<std::size_t>(c.c)].name + "', which has " +
            std::to_string(buffers[static_cast<std::size_t>(c.c)].count) + ": it must write all of it";
    return dtypeProblem(c);
}

VendorCall resolveVendorCall(const BaselineSpec& spec, const std::vector<ResolvedBuffer>& buffers,
                             const ExpressionVariables& sizes, const std::string& file) {
    auto integer = [&](const std::string& expr, const char* field) {
        try {
            return evaluateIntegerExpression(expr, sizes);
        } catch (const std::invalid_argument& e) {
            throw InputError(file, std::string("baseline.") + field, e.what());
        }
    };
    auto index = [&](const std::string& name, const char* field) {
        for (std::size_t i = 0; i < buffers.size(); ++i)
            if (buffers[i].name == name) return static_cast<int>(i);
        throw InputError(file, std::string("baseline.") + field, "no buffer named '" + name + "'");
    };
    if (spec.compute != "f32" && spec.compute != "tf32" && spec.compute != "f16")
        throw InputError(file, "baseline.compute",
                         "must be \"f32\", \"tf32\" or \"f16\", not \"" + spec.compute + "\"");
    const long long M = integer(spec.m, "m"), N = integer(spec.n, "n"), K = integer(spec.k, "k");
    // The problem's own leading dimensions (its layout), packed when not given.
    const long long lda = spec.lda.empty() ? (spec.rowMajor == spec.transA ? M : K) : integer(spec.lda, "lda");
    const long long ldb = spec.ldb.empty() ? (spec.rowMajor == spec.transB ? K : N) : integer(spec.ldb, "ldb");
    const long long ldc = spec.ldc.empty() ? (spec.rowMajor ? N : M) : integer(spec.ldc, "ldc");
    VendorCall c;
    c.library = spec.library;
    c.compute = spec.compute;
    c.alpha = spec.alpha;
    c.beta = spec.beta;
    const int a = index(spec.a, "a"), b = index(spec.b, "b");
    c.c = index(spec.c, "c");
    c.inputDtype = buffers[static_cast<std::size_t>(a)].dtype;
    c.outputDtype = buffers[static_cast<std::size_t>(c.c)].dtype;
    c.ldc = ldc;
    c.k = K;
    // The library's operands: the problem's A and B, or for a row-major problem
    // Cᵀ (N x M, column-major) = op(B)ᵀ · op(A)ᵀ: the operands, their labels and m, n swap.
    struct Operand {
        int index;
        long long ld;
        bool trans;
        std::string label;
    };
    Operand first{a, lda, spec.transA, "a ('" + spec.a + "', lda)"};
    Operand second{b, ldb, spec.transB, "b ('" + spec.b + "', ldb)"};
    c.m = M;
    c.n = N;
    if (spec.rowMajor) {
        std::swap(first, second);
        std::swap(c.m, c.n);
    }
    c.a = first.index;
    c.lda = first.ld;
    c.transA = first.trans;
    c.b = second.index;
    c.ldb = second.ld;
    c.transB = second.trans;
    // Messages in the problem's terms: a row-major problem's A is the library's B.
    const std::array<std::string, 3> labels{first.label, second.label, "c ('" + spec.c + "', ldc)"};
    if (const std::string why = vendorCallProblem(c, buffers, labels); !why.empty())
        throw InputError(file, "baseline", why);
    return c;
}

json toJson(const VendorCall& c) {
    return {{"library", c.library},
            {"input_dtype", c.inputDtype},
            {"output_dtype", c.outputDtype},
            {"compute", c.compute},
            {"trans_a", c.transA},
            {"trans_b", c.transB},
            {"m", c.m},
            {"n", c.n},
            {"k", c.k},
            {"lda", c.lda},
            {"ldb", c.ldb},
            {"ldc", c.ldc},
            {"a", c.a},
            {"b", c.b},
            {"c", c.c},
            {"alpha", c.alpha},
            {"beta", c.beta}};
}

VendorCall vendorCallFromJson(const json& j, const std::string& where, const std::vector<ResolvedBuffer>& buffers) {
    if (!j.is_object()) throw std::invalid_argument(where + ": expected an object");
    auto text = [&](const char* key) {
        if (!j.contains(key) || !j[key].is_string())
            throw std::invalid_argument(where + "." + key + ": expected a string");
        return j[key].get<std::string>();
    };
    auto flag = [&](const char* key) {
        if (!j.contains(key) || !j[key].is_boolean())
            throw std::invalid_argument(where + "." + key + ": expected true or false");
        return j[key].get<bool>();
    };
    auto whole = [&](const char* key) {
        const auto v = j.contains(key) ? wholeNumber<long long>(j[key]) : std::nullopt;
        if (!v) throw std::invalid_argument(where + "." + key + ": expected a whole number");
        return *v;
    };
    auto number = [&](const char* key) {
        if (!j.contains(key) || !j[key].is_number())
            throw std::invalid_argument(where + "." + key + ": expected a number");
        return j[key].get<double>();
    };
    VendorCall c;
    c.library = text("library");
    c.inputDtype = text("input_dtype");
    c.outputDtype = text("output_dtype");
    c.compute = text("compute");
    c.transA = flag("trans_a");
    c.transB = flag("trans_b");
    c.m = whole("m");
    c.n = whole("n");
    c.k = whole("k");
    c.lda = whole("lda");
    c.ldb = whole("ldb");
    c.ldc = whole("ldc");
    for (auto [key, slot] : {std::pair{"a", &c.a}, std::pair{"b", &c.b}, std::pair{"c", &c.c}}) {
        const long long i = whole(key);
        *slot = i >= 0 && i < static_cast<long long>(buffers.size()) ? static_cast<int>(i) : -1;
    }
    c.alpha = number("alpha");
    c.beta = number("beta");
    if (const std::string why = vendorCallProblem(c, buffers); !why.empty())
        throw std::invalid_argument(where + ": " + why);
    return c;
}

} // namespace augur
