// Problems that share files with a sibling problem folder ("shares" in problem.json,
// docs/problem-format.md "Sharing files with another problem"): the shipped sgemm_f32_wide
// loads exactly as it did with its own copies, a good share reads the sibling's sources
// and candidates, and every other spelling or link is refused with one line naming the
// file and the field, before any shared file is read.
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <string>

#include "ProblemFixtures.h"

using namespace augur;
namespace fs = std::filesystem;

namespace {

const fs::path kProblems = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";
const std::string kKernel = "extern \"C\" __global__ void k(const float* a, float* c, int n) {}\n";

void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

/// kGoodProblem with "name" set to `name` and a "shares" field holding `shares` (JSON
/// text; empty: no field).
std::string problemJson(const std::string& name, const std::string& shares) {
    std::string j = kGoodProblem;
    j.replace(j.find("\"tiny_add\""), 10, "\"" + name + "\"");
    if (!shares.empty()) j.insert(j.find('{') + 1, "\n  \"shares\": " + shares + ",");
    return j;
}

/// Everything a problem's files decide: sources and hand-written candidates.
std::string filesOf(const Problem& p) {
    std::string s = p.referenceSource + "|" + p.precisionSource + "|" + p.tunableSource;
    for (const auto& c : p.handCandidates)
        s += "|" + c.name + "|" + c.note + "|" + c.source + "|" + ProblemLoader::candidatePlanJson(c);
    return s;
}

} // namespace

class TestProblemShares : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    int fresh_ = 0;

    /// A fresh parent folder holding "base" (a problem with ref.cu and one candidate) and
    /// "user" (a problem.json only, sharing `shares`).
    fs::path parentWith(const std::string& shares) {
        const fs::path parent = fs::path(dir_.path().toStdString()) / ("p" + std::to_string(fresh_++));
        write(parent / "base" / "problem.json", problemJson("base", ""));
        write(parent / "base" / "ref.cu", kKernel);
        write(
            parent / "base" / "candidates" / "c.json",
            R"({"source": "c.cu", "launches": [{"kernel": "k", "grid": [4], "block": [256], "args": ["a", "c", "n"]}]})");
        write(parent / "base" / "candidates" / "c.cu", "// base candidate\n" + kKernel);
        write(parent / "user" / "problem.json", problemJson("user", shares));
        return parent;
    }

    /// Loads `folder`, which must be refused in field `field`; returns the message.
    static std::string refusal(const fs::path& folder, const QString& field) {
        try {
            ProblemLoader::load(folder.string());
        } catch (const InputError& e) {
            const std::string what = e.what();
            if (QString::fromStdString(e.field()) != field || what.find('\n') != std::string::npos ||
                e.file() != (folder / "problem.json").string())
                return "wrong refusal: " + what;
            return what;
        }
        return "loaded";
    }

private Q_SLOTS:
    void shippedWideProblemLoadsAsWithItsOwnCopies() {
        const Problem wide = ProblemLoader::load((kProblems / "sgemm_f32_wide").string());
        const Problem base = ProblemLoader::load((kProblems / "sgemm_f32").string());
        QCOMPARE(wide.name, std::string("sgemm_f32_wide"));
        QCOMPARE(wide.sizes.at("M"), 2048LL);
        QCOMPARE(wide.handCandidates.size(), std::size_t(4));
        QVERIFY(!wide.precisionSource.empty());
        QVERIFY(filesOf(wide) == filesOf(base));

        // The same problem with copies of the shared files in its own folder (as it was
        // shipped before it shared them) loads to the same problem.
        const fs::path copy = fs::path(dir_.path().toStdString()) / "copied" / "sgemm_f32_wide";
        fs::create_directories(copy);
        fs::copy(kProblems / "sgemm_f32", copy, fs::copy_options::recursive);
        std::ifstream in(kProblems / "sgemm_f32_wide" / "problem.json");
        nlohmann::json own = nlohmann::json::parse(in);
        QVERIFY(own.contains("shares"));
        own.erase("shares");
        write(copy / "problem.json", own.dump(2));
        const Problem copied = ProblemLoader::load(copy.string());
        QVERIFY(filesOf(copied) == filesOf(wide));
        QCOMPARE(ProblemLoader::validConfigurations(copied, 5000).size(), std::size_t(1424));

        // The worker never reads the folder: a measure job carries the sources, and it is
        // the same either way.
        Candidate tuned;
        tuned.configuration = ProblemLoader::validConfigurations(wide, 5000).back();
        QVERIFY(toJson(resolveMeasureJob(wide, tuned, {})) == toJson(resolveMeasureJob(copied, tuned, {})));
        for (const auto& spec : wide.handCandidates) {
            const Candidate c = ProblemLoader::candidateFromSpec(spec);
            const MeasureJob j = resolveMeasureJob(wide, c, {});
            QCOMPARE(j.candidate.source, spec.source);
            QVERIFY(toJson(measureJobFromJson(toJson(j))) == toJson(j));
        }
    }

    void sharedFilesAreReadFromTheSibling() {
        const fs::path parent = parentWith(R"("../base")");
        const Problem p = ProblemLoader::load((parent / "user").string());
        QCOMPARE(p.name, std::string("user"));
        QCOMPARE(p.referenceSource, kKernel);
        QCOMPARE(p.handCandidates.size(), std::size_t(1));
        QCOMPARE(p.handCandidates[0].source, "// base candidate\n" + kKernel);

        // The own folder's file and candidates win over the shared ones.
        write(parent / "user" / "ref.cu", "// own\n" + kKernel);
        write(
            parent / "user" / "candidates" / "d.json",
            R"({"source": "d.cu", "launches": [{"kernel": "k", "grid": [4], "block": [256], "args": ["a", "c", "n"]}]})");
        write(parent / "user" / "candidates" / "d.cu", kKernel);
        const Problem own = ProblemLoader::load((parent / "user").string());
        QCOMPARE(own.referenceSource, "// own\n" + kKernel);
        QCOMPARE(own.handCandidates.size(), std::size_t(1));
        QCOMPARE(own.handCandidates[0].name, std::string("d"));

        // A sibling reached through a link that stays among the problems is still a sibling.
        const fs::path aliased = parentWith(R"("../alias")");
        fs::create_directory_symlink("base", aliased / "alias");
        QCOMPARE(ProblemLoader::load((aliased / "user").string()).referenceSource, kKernel);
    }

    void sharedFilesStayConfined() {
        // An own entry that is refused is not replaced by the shared file.
        const fs::path parent = parentWith(R"("../base")");
        write(fs::path(dir_.path().toStdString()) / "secret.cu", "SECRET\n");
        fs::create_symlink(fs::path(dir_.path().toStdString()) / "secret.cu", parent / "user" / "ref.cu");
        QVERIFY(refusal(parent / "user", "reference.source").find("reference.source") != std::string::npos);

        // A shared folder's file that links out is refused like an own one; nothing is read.
        const fs::path other = parentWith(R"("../base")");
        fs::remove(other / "base" / "ref.cu");
        fs::create_symlink(fs::path(dir_.path().toStdString()) / "secret.cu", other / "base" / "ref.cu");
        try {
            ProblemLoader::load((other / "user").string());
            QFAIL("a shared file that links out was read");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("reference.source"));
            QVERIFY2(std::string(e.what()).find("SECRET") == std::string::npos, e.what());
        }
    }

    void hostileShares_data() {
        QTest::addColumn<QString>("shares");
        QTest::addColumn<QString>("expect");
        QTest::newRow("absolute") << R"("/etc")"
                                  << "must be \"../NAME\"";
        QTest::newRow("up two") << R"("../../etc")"
                                << "must be \"../NAME\"";
        QTest::newRow("up and back") << R"("../base/..")"
                                     << "must be \"../NAME\"";
        QTest::newRow("trailing slash") << R"("../base/")"
                                        << "must be \"../NAME\"";
        QTest::newRow("nested") << R"("../base/candidates")"
                                << "must be \"../NAME\"";
        QTest::newRow("dot") << R"("./base")"
                             << "must be \"../NAME\"";
        QTest::newRow("bare") << R"("base")"
                              << "must be \"../NAME\"";
        QTest::newRow("upper case") << R"("../BASE")"
                                    << "must be \"../NAME\"";
        QTest::newRow("empty") << R"("")"
                               << "must be \"../NAME\"";
        QTest::newRow("number") << "42"
                                << "must be a string";
        QTest::newRow("own folder") << R"("../user")"
                                    << "own folder";
        QTest::newRow("missing") << R"("../nothere")"
                                 << "no problem folder 'nothere'";
        QTest::newRow("not a problem") << R"("../plain")"
                                       << "no problem.json";
        QTest::newRow("link out") << R"("../escape")"
                                  << "symbolic link out";
        QTest::newRow("file") << R"("../afile")"
                              << "no problem folder 'afile'";
    }

    void hostileShares() {
        QFETCH(QString, shares);
        QFETCH(QString, expect);
        const fs::path parent = parentWith(shares.toStdString());
        // Beside the problems: a folder without problem.json, a file, and a link to a
        // complete problem folder outside the parent.
        write(parent / "plain" / "ref.cu", kKernel);
        write(parent / "afile", "x");
        const fs::path outside = fs::path(dir_.path().toStdString()) / ("outside" + std::to_string(fresh_));
        write(outside / "problem.json", problemJson("escape", ""));
        write(outside / "ref.cu", "SECRET\n");
        fs::create_directory_symlink(outside, parent / "escape");

        const std::string what = refusal(parent / "user", "shares");
        QVERIFY2(what.find(expect.toStdString()) != std::string::npos, what.c_str());
        QVERIFY2(what.find("problem.json: shares: ") != std::string::npos, what.c_str());
        QVERIFY2(what.find("SECRET") == std::string::npos, what.c_str());
    }

    void documentInMemoryKeepsSharesUnfollowed() {
        // A dataset's embedded problem records its sources: "shares" is accepted there and
        // the sources come from the reader, never from a folder.
        nlohmann::json doc = nlohmann::json::parse(problemJson("embedded", R"("../base")"));
        int reads = 0;
        const Problem p = ProblemLoader::fromDocument(doc, "dataset.json", [&](const std::string&, const std::string&) {
            ++reads;
            return kKernel;
        });
        QCOMPARE(p.referenceSource, kKernel);
        QCOMPARE(reads, 2); // reference and tunable
        QVERIFY(p.handCandidates.empty());
        doc["shares"] = 7;
        QVERIFY_THROWS_EXCEPTION(
            InputError, ProblemLoader::fromDocument(doc, "dataset.json", [](auto&, auto&) { return kKernel; }));
    }
};

QTEST_APPLESS_MAIN(TestProblemShares)
#include "tst_problem_shares.moc"
