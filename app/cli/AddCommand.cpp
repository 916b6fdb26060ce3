// `augur-cli add`: the engineer's own candidate, added to a session as a child of an
// existing candidate and measured at once (the GUI's "Edit as new candidate").
#include "CliCommon.h"
#include "Commands.h"

#include "core/base/ConfinedFile.h"
#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "core/source/CandidateSourceView.h"
#include "core/source/CompileDiagnostics.h"
#include "core/source/UserCandidate.h"
#include "NumberOptions.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>
#include <optional>

namespace augur::cli {

namespace {

struct AddOptions {
    std::string session;
    long long parent = 0;
    std::string sourceFile;
    std::string launchesFile;
    bool quiet = false;
};

nlohmann::json measurementJson(const Candidate& c) {
    nlohmann::json j{{"candidate", c.id}, {"parent", c.parent}, {"state", candidateStateName(c.state)}};
    if (!c.measurement) return j;
    const Measurement& m = *c.measurement;
    j["status"] = measurementStatusName(m.status);
    j["backend"] = m.backend;
    if (m.ok()) {
        j["speedup"] = m.speedup;
        j["speedup_ci"] = {m.speedupLow, m.speedupHigh};
        j["bin"] = m.bin();
        j["candidate_ms"] = m.candidateMs;
        j["reference_ms"] = m.referenceMs;
        j["samples"] = m.samples;
        if (!m.report.empty() && !m.report->device.empty()) j["device"] = m.report->device;
    } else {
        j["failure"] = m.failureReason;
        if (!m.report.empty() && m.report->candidateCompile && !m.report->candidateCompile->ok) {
            nlohmann::json diagnostics = nlohmann::json::array();
            for (const CompileDiagnostic& d : parseCompileLog(m.report->candidateCompile->log))
                diagnostics.push_back({{"line", d.line},
                                       {"severity",
                                        d.severity == CompileDiagnostic::Severity::Error         ? "error"
                                            : d.severity == CompileDiagnostic::Severity::Warning ? "warning"
                                                                                                 : "remark"},
                                       {"message", d.message}});
            j["compile_diagnostics"] = diagnostics;
        }
    }
    if (c.forecast && !c.forecast->parseFailure) {
        j["forecast_bin"] = c.forecast->predictedBin;
        j["forecast_confidence"] = c.forecast->confidence;
    }
    return j;
}

int runAdd(const AddOptions& o) {
    UserCandidateRequest request;
    request.parent = o.parent;
    // Read before the session is opened: a bad file never touches the session.
    request.source = readRegularFile(o.sourceFile, kMaxUserSourceBytes, "--source");
    if (!o.launchesFile.empty())
        request.launchesJson = readRegularFile(o.launchesFile, kMaxUserPlanBytes, "--launches");

    auto engine = SessionFactory::resume(o.session);
    const Session& session = engine->session();
    // Every check before the engine runs: a refused request leaves the session untouched
    // (not even its status or elapsed time).
    if (!session.contains(o.parent))
        throw InputError("command line", "--parent",
                         "no candidate #" + std::to_string(o.parent) + " in " + o.session + " (it has " +
                             std::to_string(session.size()) + ")");
    if (!engine->backend().measuresSource())
        throw InputError(o.session, "backend",
                         "the " + engine->backend().name() +
                             " backend cannot measure a new source: it only knows the recorded configurations "
                             "(run the problem folder with --backend cuda)");
    if (request.launchesJson.empty()) {
        // The parent's plan, its tunable parameters replaced by their values.
        request.launchesJson = editableLaunches(session.problem(), session.at(o.parent));
        if (request.launchesJson.empty())
            throw InputError("command line", "--launches",
                             "candidate #" + std::to_string(o.parent) + " has no launch plan to reuse; give one");
    }

    auto refuse = [&](const std::string& field, int line, const std::string& message) {
        const bool plan = field.rfind("launches", 0) == 0;
        const std::string where = field == "parent" ? std::string("command line")
            : plan ? (o.launchesFile.empty() ? "launch plan of #" + std::to_string(o.parent) : o.launchesFile)
                   : o.sourceFile;
        throw InputError(where, line > 0 ? field + " (line " + std::to_string(line) + ")" : field, message);
    };
    if (const auto problem = checkUserCandidate(session.problem(), request, true))
        refuse(problem->field, problem->line, problem->message);

    std::optional<CandidateRequestAnswered> answer;
    auto progress = progressPrinter(session.config().maxMeasurements);
    engine->setListener([&](const EngineEvent& e) {
        if (const auto* a = std::get_if<CandidateRequestAnswered>(&e)) answer = *a;
        if (!o.quiet) progress(e);
    });
    engine->post(addCandidateRequest(request, /*stopAfter=*/true));
    engine->run();
    engine->rethrowIfFailed();
    if (!answer) throw std::runtime_error("the session ended before the candidate was added");
    if (answer->candidate == kNoCandidate) refuse(answer->field, answer->line, answer->refusal);
    nlohmann::json out = measurementJson(engine->session().at(answer->candidate));
    out["session"] = o.session;
    std::cout << out.dump(2) << std::endl;
    const Candidate& added = engine->session().at(answer->candidate);
    return added.measurement && added.measurement->ok() ? 0 : 1;
}

} // namespace

void addAddCommand(CLI::App& app) {
    auto o = std::make_shared<AddOptions>();
    auto* cmd = app.add_subcommand(
        "add", "Add your own candidate (a source and launch plan) as a child of a session's candidate and measure it");
    cmd->add_option("session", o->session, "Session file (its backend must measure sources: cuda)")->required();
    cmd->add_option("--parent", o->parent, "Id of the candidate the new one derives from (0 = the reference)")
        ->check(integerIn<CandidateId>(0))
        ->required();
    cmd->add_option("--source", o->sourceFile, "CUDA C++ file of the new candidate (at most 1 MiB)")->required();
    cmd->add_option("--launches", o->launchesFile,
                    "Launch plan JSON ({\"launches\": [...]}, docs/problem-format.md); default: the parent's plan "
                    "with its tunable parameters replaced by their values");
    cmd->add_flag("-q,--quiet", o->quiet, "No progress lines on stderr");
    cmd->callback([o] { setExitCode(guarded([&] { return runAdd(*o); })); });
}

} // namespace augur::cli
