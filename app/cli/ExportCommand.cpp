#include "CliCommon.h"
#include "Commands.h"
#include "core/base/OutputGuard.h"

#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"
#include "core/engine/Engine.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/RlExport.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace augur::cli {

namespace {

/// Opens --out for writing, refusing any file the export reads (the session and what it
/// was made from: dataset, problem, prior, endpoints; or the datasets exported) and any
/// session file. Throws InputError naming --out.
void openOut(const std::string& out, const std::vector<std::string>& inputs, std::ofstream& file) {
    refuseOverwritingInputs(out, "--out", inputs);
    errno = 0;
    file.open(out);
    if (!file)
        throw InputError(out, "--out",
                         "cannot open for writing" +
                             (errno ? " (" + std::string(std::strerror(errno)) + ")" : std::string()));
}

} // namespace

void addExportCommand(CLI::App& app) {
    auto path = std::make_shared<std::string>();
    auto out = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("jsonl");
    auto datasets = std::make_shared<std::vector<std::string>>();
    auto* cmd = app.add_subcommand(
        "export", "Export a session as JSONL, one record per candidate, or a session or datasets for an RL trainer");
    cmd->add_option("session", *path, "Session file (not needed with --dataset)");
    CLI::Option* outGiven = cmd->add_option("-o,--out", *out, "Output file (default: stdout)");
    cmd->add_option("--format", *format,
                    "jsonl: Augur's records (one per candidate); rl: the augur-rl/1 schema for RL trainers "
                    "(docs/rl-export.md)")
        ->check(CLI::IsMember({"jsonl", "rl"}));
    cmd->add_option("--dataset", *datasets,
                    "With --format rl: a dataset of measured candidates instead of a session (T4, Augur dataset or "
                    "export, GPU Forecasters, CUDA-L1 or KernelBench records); repeatable");
    cmd->callback([path, out, format, datasets, outGiven] {
        setExitCode(guarded([&] {
            if (path->empty() == datasets->empty())
                throw InputError("command line", path->empty() ? "session" : "--dataset",
                                 path->empty() ? "a session file or --dataset is needed"
                                               : "give a session file or --dataset, not both");
            if (!datasets->empty() && *format != "rl")
                throw InputError("command line", "--dataset", "datasets are exported with --format rl only");
            if (outGiven->count() > 0 && out->empty())
                throw InputError("command line", "--out", "empty: name a file, or leave --out out for stdout");
            // Everything is read before --out is opened: opening it empties the file.
            EvaluationDataset ds;
            std::unique_ptr<Engine> engine;
            if (!path->empty()) {
                engine = SessionFactory::resume(*path, false); // a reader: no lock
                if (*format == "rl")
                    ds = EvaluationDataset::fromSession(engine->session().problem(), engine->session().candidates());
            } else {
                for (const std::string& d : *datasets) {
                    if (!std::filesystem::exists(d)) throw InputError(d, "--dataset", "no such file");
                    ds.append(loadEvaluationDataset(d));
                }
            }
            std::ofstream file;
            std::vector<std::string> inputs = *datasets;
            if (engine) {
                const SessionConfig& cfg = engine->session().config();
                inputs.insert(inputs.end(),
                              {*path, cfg.datasetPath, cfg.problemPath, cfg.priorPath, cfg.endpointsFile});
            }
            if (!out->empty()) openOut(*out, inputs, file);
            std::ostream& os = out->empty() ? std::cout : file;
            std::string summary;
            if (*format == "rl") {
                const RlExport::Counts n = RlExport::write(ds, os);
                summary = std::to_string(n.problems) + " problems, " + std::to_string(n.candidates) +
                    " candidates and " + std::to_string(n.pairs) + " contrastive pairs";
            } else {
                const Session& s = engine->session();
                for (const auto& c : s.candidates())
                    os << exportRecord(s, c).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
                summary = std::to_string(s.size()) + " records";
            }
            os.flush();
            if (file.is_open()) file.close();
            if (!os) // a full disk shows at the flush or the close
                throw InputError(out->empty() ? "stdout" : *out, "--out", "write failed");
            if (!out->empty()) std::cerr << "wrote " << summary << " to " << *out << "\n";
            return 0;
        }));
    });
}

} // namespace augur::cli
