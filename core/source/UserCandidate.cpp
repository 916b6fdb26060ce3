#include "core/source/UserCandidate.h"

#include "core/base/InputError.h"
#include "core/base/Utf8.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>

namespace augur {

namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

int lineAt(const std::string& text, std::size_t offset) {
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

struct KernelDeclaration {
    int line = 0;
    bool externC = false;
};

/// Names of the __global__ functions of `source` (the identifier before the first '(' that
/// follows __global__, skipping __launch_bounds__(...) and similar attributes), with
/// whether each is declared extern "C" (the harness looks kernels up by their unmangled name).
std::map<std::string, KernelDeclaration> globalFunctions(const std::string& source) {
    std::map<std::string, KernelDeclaration> out;
    const bool externBlock =
        source.find("extern \"C\" {") != std::string::npos || source.find("extern \"C\"{") != std::string::npos;
    for (std::size_t at = source.find("__global__"); at != std::string::npos; at = source.find("__global__", at + 10)) {
        std::size_t i = at + 10;
        std::string name;
        while (i < source.size() && source[i] != ';' && source[i] != '{') {
            if (source[i] == '(') {
                // The identifier just before this parenthesis.
                std::size_t e = i;
                while (e > at && std::isspace(static_cast<unsigned char>(source[e - 1]))) --e;
                std::size_t b = e;
                while (b > at && identifierChar(source[b - 1])) --b;
                const std::string id = source.substr(b, e - b);
                if (id.rfind("__", 0) == 0) { // __launch_bounds__(...), __attribute__((...)): skip the group
                    int depth = 0;
                    for (; i < source.size(); ++i) {
                        if (source[i] == '(') ++depth;
                        if (source[i] == ')' && --depth == 0) break;
                    }
                    ++i;
                    continue;
                }
                name = id;
                break;
            }
            ++i;
        }
        if (name.empty()) continue;
        // The declaration starts after the previous statement (';' or '}'); a preprocessor
        // line in between (#define) ends it too.
        std::size_t from = source.find_last_of(";}", at);
        from = from == std::string::npos ? 0 : from + 1;
        for (std::size_t hash = source.find('#', from); hash != std::string::npos && hash < at;
             hash = source.find('#', hash + 1)) {
            const std::size_t eol = source.find('\n', hash);
            if (eol == std::string::npos || eol > at) break;
            from = eol + 1;
        }
        KernelDeclaration d;
        d.line = lineAt(source, at);
        d.externC = externBlock || source.substr(from, at - from).find("extern \"C\"") != std::string::npos;
        out.emplace(name, d);
    }
    return out;
}

std::string mib(std::size_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f MiB", static_cast<double>(bytes) / (1 << 20));
    return buf;
}

} // namespace

std::optional<UserCandidateProblem> checkUserCandidate(const Problem& problem, const UserCandidateRequest& request,
                                                       bool parentExists) {
    if (!parentExists)
        return UserCandidateProblem{"parent", "no candidate #" + std::to_string(request.parent) + " in the session", 0};
    if (request.source.size() > kMaxUserSourceBytes)
        return UserCandidateProblem{"source",
                                    mib(request.source.size()) + " is over the " + mib(kMaxUserSourceBytes) +
                                        " limit for a candidate's source",
                                    0};
    if (std::all_of(request.source.begin(), request.source.end(),
                    [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
        return UserCandidateProblem{"source", "the source is empty", 0};
    if (const std::size_t nul = request.source.find('\0'); nul != std::string::npos)
        return UserCandidateProblem{"source", "the source contains a NUL byte", lineAt(request.source, nul)};
    if (validUtf8(request.source) != request.source) {
        std::size_t bad = 0;
        const std::string fixed = validUtf8(request.source);
        while (bad < request.source.size() && bad < fixed.size() && request.source[bad] == fixed[bad]) ++bad;
        return UserCandidateProblem{"source", "the source is not valid UTF-8", lineAt(request.source, bad)};
    }
    if (request.launchesJson.size() > kMaxUserPlanBytes)
        return UserCandidateProblem{"launches",
                                    "the launch plan is over " + std::to_string(kMaxUserPlanBytes >> 10) + " KiB", 0};
    const std::string origin = "new candidate";
    CandidateSpec plan;
    try {
        plan = ProblemLoader::parseCandidatePlan(problem, request.launchesJson, origin);
    } catch (const InputError& e) {
        return UserCandidateProblem{e.field(), e.reason(), 0};
    }
    if (plan.launches.empty()) return UserCandidateProblem{"launches", "the plan has no launch", 0};
    const auto kernels = globalFunctions(request.source);
    for (std::size_t i = 0; i < plan.launches.size(); ++i) {
        const std::string field = "launches[" + std::to_string(i) + "].kernel";
        const std::string& name = plan.launches[i].kernel;
        const auto it = kernels.find(name);
        if (it == kernels.end()) {
            std::string known;
            for (const auto& [k, d] : kernels) known += (known.empty() ? "" : ", ") + k;
            return UserCandidateProblem{
                field,
                "'" + name + "' is not a __global__ function of the source" +
                    (known.empty() ? std::string(" (it defines none)") : " (it defines " + known + ")"),
                0};
        }
        if (!it->second.externC)
            return UserCandidateProblem{field,
                                        "'" + name +
                                            "' must be declared extern \"C\": kernels are looked up by their "
                                            "unmangled name",
                                        it->second.line};
    }
    // Every expression at every size, buffers named by the arguments.
    try {
        Candidate probe = userCandidate(request, 0);
        probe.id = 0;
        (void)resolveMeasureJob(problem, probe, MeasureSettings{});
    } catch (const InputError& e) {
        return UserCandidateProblem{e.field(), e.reason(), 0};
    } catch (const std::exception& e) {
        return UserCandidateProblem{"launches", e.what(), 0};
    }
    return std::nullopt;
}

Candidate userCandidate(const UserCandidateRequest& request, int parentDepth) {
    Candidate c;
    c.origin = Origin::User;
    c.parent = request.parent;
    c.depth = parentDepth + 1;
    c.source = request.source;
    c.launchesJson = request.launchesJson;
    return c;
}

} // namespace augur
