#pragma once
#include <vector>
// Test data of tst_problem_loader (raw strings kept out of the moc-parsed file).

/// A valid problem.json (with ref.cu beside it) that the malformed cases edit.
inline const char* const kGoodProblem = R"J({
  "name": "tiny_add",
  "sizes": {"n": 1024},
  "buffers": [
    {"name": "a", "dtype": "f32", "count": "n", "role": "input", "init": "normal"},
    {"name": "c", "dtype": "f32", "count": "n", "role": "output"}
  ],
  "reference": {"source": "ref.cu", "launches": [
    {"kernel": "k", "grid": ["ceil_div(n, 256)", 1, 1], "block": [256, 1, 1], "shared_bytes": 0, "args": ["a", "c", "n"]}]},
  "tunable": {"source": "ref.cu", "params": {"B": [32, 64, 2048]}, "restrictions": ["B <= 1024", "n % B == 0"],
              "launches": [{"kernel": "k", "grid": ["n / B", 1, 1], "block": ["B", 1, 1], "args": ["a", "c", "i64:n", "f32:0.5"]}]}
})J";

/// One malformed edit of kGoodProblem: replace `from` by `to`; the InputError's field
/// must start with `field`.
struct MalformedCase {
    const char* name;
    const char* from;
    const char* to;
    const char* field;
};

inline std::vector<MalformedCase> malformedCases() {
    return {
        {"dtype", R"J("dtype": "f32", "count": "n", "role": "input")J",
         R"J("dtype": "f8", "count": "n", "role": "input")J", "buffers[0].dtype"},
        {"role", R"J("role": "output")J", R"J("role": "result")J", "buffers[1].role"},
        {"init", R"J("init": "normal")J", R"J("init": "zeros")J", "buffers[0].init"},
        {"count", R"J("count": "n", "role": "output")J", R"J("count": "n -", "role": "output")J", "buffers[1].count"},
        {"size", R"J({"n": 1024})J", R"J({"n": -4})J", "sizes.n"},
        {"typo", R"J("shared_bytes": 0, "args": ["a", "c", "n"])J", R"J("shared_byte": 0, "args": ["a", "c", "n"])J",
         "reference.launches[0].shared_byte"},
        {"grid", R"J(["ceil_div(n, 256)", 1, 1])J", R"J(["ceil_div(n, ", 1, 1])J", "reference.launches[0].grid[0]"},
        {"arg", R"J(["a", "c", "n"])J", R"J(["a", "d", "n"])J", "reference.launches[0].args[1]"},
        {"argtype", R"J("i64:n")J", R"J("i128:n")J", "tunable.launches[0].args[2]"},
        {"kernel", R"J("kernel": "k", "grid": ["ceil)J", R"J("kernel": "k<1>", "grid": ["ceil)J",
         "reference.launches[0].kernel"},
        {"restrictions", R"J("B <= 1024")J", R"J("B > 4096")J", "tunable.restrictions"},
        {"source", R"J({"source": "ref.cu", "launches")J", R"J({"source": "gone.cu", "launches")J", "reference.source"},
        {"json", R"J("sizes": {)J", R"J("sizes": {{)J", "(file)"},
        {"no output", R"J("role": "output")J", R"J("role": "scratch")J", "buffers"},
    };
}

/// A candidate file that adds an output buffer (only scratch buffers are allowed).
inline const char* const kCandidateWithOutputBuffer =
    R"J({"source": "ref.cu", "launches": [{"kernel": "k", "grid": [1], "block": [32], "args": ["a", "c", "n"]}],
        "buffers": [{"name": "extra", "dtype": "f32", "count": "n", "role": "output"}]})J";

/// A launch plan whose argument names no buffer and no size.
inline const char* const kPlanNamingNothing = R"J([{"kernel": "k", "grid": [1], "block": [32], "args": ["nothing"]}])J";
