// Inputs the fuzzers (tests/fuzz) found crashing, replayed through the same parsers in
// the ordinary build: each must now end in InputError (or parse), never in another
// exception or a crash. The importers and LLM reply targets are replayed through the very
// functions the fuzz targets call (tests/fuzz/FuzzInputs.h). worker_protocol is replayed
// by gpu_tst_protocol_regressions.
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "core/datasets/TuningDataset.h"
#include "tests/fuzz/FuzzInputs.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using namespace augur;
namespace fs = std::filesystem;

namespace {
const fs::path kRegressions = fs::path(AUGUR_SOURCE_DIR) / "tests" / "fuzz" / "regressions";

const fs::path kSeeds = fs::path(AUGUR_SOURCE_DIR) / "tests" / "fuzz" / "seeds";

std::vector<std::pair<std::string, std::string>> inputs(const std::string& target,
                                                        const fs::path& base = kRegressions) {
    std::vector<std::pair<std::string, std::string>> out;
    if (!fs::is_directory(base / target)) return out;
    for (const auto& e : fs::directory_iterator(base / target)) {
        std::ifstream in(e.path(), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        out.emplace_back(e.path().filename().string(), ss.str());
    }
    return out;
}

/// Replays `target`'s regressions, and its seeds, through `body`; an exception other than
/// InputError fails.
template <typename Body>
void replay(const std::string& target, Body&& body) {
    auto cases = inputs(target);
    const auto seeds = inputs(target, kSeeds);
    QVERIFY2(!seeds.empty(), ("no seeds for " + target).c_str());
    cases.insert(cases.end(), seeds.begin(), seeds.end());
    for (const auto& [name, text] : cases) {
        const auto* data = reinterpret_cast<const std::uint8_t*>(text.data());
        try {
            body(data, text.size());
        } catch (const InputError&) {
        } catch (const std::exception& e) {
            QFAIL((target + "/" + name + ": " + e.what()).c_str());
        }
    }
}
} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void candidatePlans() {
        const Problem problem =
            ProblemLoader::load((fs::path(AUGUR_SOURCE_DIR) / "tests" / "adversarial" / "scale_add").string());
        const auto cases = inputs("candidate_plan");
        QVERIFY(!cases.empty());
        for (const auto& [name, text] : cases) {
            Candidate c;
            c.source = "x";
            c.launchesJson = text;
            try {
                resolveMeasureJob(problem, c, {});
            } catch (const InputError&) {
            } catch (const std::exception& e) {
                QFAIL((name + ": " + e.what()).c_str());
            }
        }
    }

    void problemFiles() {
        for (const auto& [name, text] : inputs("problem_json")) {
            const fs::path folder = fs::path(dir_.path().toStdString()) / name;
            fs::create_directories(folder);
            std::ofstream(folder / "problem.json", std::ios::binary) << text;
            try {
                ProblemLoader::load(folder.string());
            } catch (const InputError&) {
            } catch (const std::exception& e) {
                QFAIL((name + ": " + e.what()).c_str());
            }
        }
    }

    void everyTargetIsReplayed() {
        // A new fuzz target's regressions must be replayed somewhere: here, or (the worker
        // protocol) in gpu_tst_protocol_regressions.
        static const std::set<std::string> known{"candidate_plan", "problem_json", "t4_dataset", "worker_protocol",
                                                 "importers",      "llm_reply",    "llm_stream"};
        for (const auto& e : fs::directory_iterator(kRegressions))
            QVERIFY2(known.count(e.path().filename().string()), ("not replayed: " + e.path().string()).c_str());
    }

    void importers() {
        const std::string scratch = dir_.filePath("importers.jsonl").toStdString();
        replay("importers", [&](const std::uint8_t* d, std::size_t n) { fuzz::importers(d, n, scratch); });
    }

    void llmReplies() {
        const Problem problem =
            ProblemLoader::load((fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems" / "vector_add_f32").string());
        replay("llm_reply", [&](const std::uint8_t* d, std::size_t n) { fuzz::llmReply(d, n, problem); });
    }

    void llmStreams() {
        replay("llm_stream", [](const std::uint8_t* d, std::size_t n) { fuzz::llmStream(d, n); });
    }

    void datasets() {
        for (const auto& [name, text] : inputs("t4_dataset")) {
            const fs::path file = fs::path(dir_.path().toStdString()) / (name + ".json");
            std::ofstream(file, std::ios::binary) << text;
            try {
                loadTuningDataset(file.string());
            } catch (const InputError&) {
            } catch (const std::exception& e) {
                QFAIL((name + ": " + e.what()).c_str());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
