// The "baseline" section of a problem document (docs/problem-format.md, "Vendor baseline").
#include "core/base/InputError.h"
#include "core/problem/BaselineJob.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemSections.h"

#include <cmath>

namespace augur::problemjson {

void readBaseline(const json& j, const std::string& file, Problem& p) {
    if (!j.contains("baseline")) return;
    const json& b = j["baseline"];
    if (!b.is_object()) throw InputError(file, "baseline", "must be an object");
    checkKeys(b,
              {"library", "op", "a", "b", "c", "m", "n", "k", "trans_a", "trans_b", "layout", "lda", "ldb", "ldc",
               "compute", "alpha", "beta"},
              file, "baseline");
    BaselineSpec s;
    s.library = requiredString(b, "library", file, "baseline");
    if (s.library != "cublas" && s.library != "cublaslt")
        throw InputError(file, "baseline.library", "must be \"cublas\" or \"cublaslt\"");
    if (b.contains("op") && b["op"] != "gemm") throw InputError(file, "baseline.op", "must be \"gemm\"");
    s.a = requiredString(b, "a", file, "baseline");
    s.b = requiredString(b, "b", file, "baseline");
    s.c = requiredString(b, "c", file, "baseline");
    for (auto [key, slot] : {std::pair{"m", &s.m}, std::pair{"n", &s.n}, std::pair{"k", &s.k}}) {
        if (!b.contains(key)) throw InputError(file, std::string("baseline.") + key, "missing");
        *slot = expressionText(b[key], file, std::string("baseline.") + key);
    }
    for (auto [key, slot] : {std::pair{"lda", &s.lda}, std::pair{"ldb", &s.ldb}, std::pair{"ldc", &s.ldc}})
        if (b.contains(key)) *slot = expressionText(b[key], file, std::string("baseline.") + key);
    for (auto [key, slot] : {std::pair{"trans_a", &s.transA}, std::pair{"trans_b", &s.transB}}) {
        if (!b.contains(key)) continue;
        if (!b[key].is_boolean()) throw InputError(file, std::string("baseline.") + key, "must be true or false");
        *slot = b[key].get<bool>();
    }
    if (b.contains("layout")) {
        if (b["layout"] != "row" && b["layout"] != "col")
            throw InputError(file, "baseline.layout", "must be \"row\" or \"col\"");
        s.rowMajor = b["layout"] == "row";
    }
    if (b.contains("compute")) {
        if (!b["compute"].is_string())
            throw InputError(file, "baseline.compute", "must be \"f32\", \"tf32\" or \"f16\"");
        s.compute = b["compute"].get<std::string>();
    }
    for (auto [key, slot] : {std::pair{"alpha", &s.alpha}, std::pair{"beta", &s.beta}}) {
        if (!b.contains(key)) continue;
        if (!b[key].is_number() || !std::isfinite(b[key].get<double>()))
            throw InputError(file, std::string("baseline.") + key, "must be a finite number");
        *slot = b[key].get<double>();
    }
    p.baseline = std::move(s);
}

void checkBaseline(Problem& p) {
    // Resolving the whole job checks every expression, the buffers' dtypes and roles and
    // that each matrix fits its buffer at the problem's size.
    if (p.baseline) (void)resolveBaselineJob(p, MeasureSettings{});
}

} // namespace augur::problemjson
