// Inputs the fuzzers (tests/fuzz) found crashing, replayed through the same parsers in
// the ordinary build: each must now end in InputError (or parse), never in another
// exception or a crash.
#include "core/InputError.h"
#include "core/MeasureJob.h"
#include "core/ProblemLoader.h"
#include "core/T4Dataset.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace augur;
namespace fs = std::filesystem;

namespace {
const fs::path kRegressions = fs::path(AUGUR_SOURCE_DIR) / "tests" / "fuzz" / "regressions";

std::vector<std::pair<std::string, std::string>> inputs(const std::string& target) {
    std::vector<std::pair<std::string, std::string>> out;
    if (!fs::is_directory(kRegressions / target)) return out;
    for (const auto& e : fs::directory_iterator(kRegressions / target)) {
        std::ifstream in(e.path(), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        out.emplace_back(e.path().filename().string(), ss.str());
    }
    return out;
}
} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void candidatePlans() {
        const Problem problem = ProblemLoader::load((fs::path(AUGUR_SOURCE_DIR) / "tests" / "adversarial" / "scale_add").string());
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

    void datasets() {
        for (const auto& [name, text] : inputs("t4_dataset")) {
            const fs::path file = fs::path(dir_.path().toStdString()) / (name + ".json");
            std::ofstream(file, std::ios::binary) << text;
            try {
                loadT4Dataset(file.string());
            } catch (const InputError&) {
            } catch (const std::exception& e) {
                QFAIL((name + ": " + e.what()).c_str());
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
