// Path confinement of files a problem names, and the include scanner that confines what
// NVRTC may read: tables of hostile inputs, then properties over random ones.
#include "core/base/ConfinedFile.h"
#include "core/base/IncludeScanner.h"
#include "core/base/InputError.h"
#include "core/problem/ProblemLoader.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>

using namespace augur;
namespace fs = std::filesystem;

namespace {
void write(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

bool refused(const fs::path& folder, const std::string& name) {
    try {
        readConfinedFile(folder, name, 1 << 20, "problem.json", "source");
        return false;
    } catch (const InputError& e) {
        // One line naming the file and field, never the content of what was refused.
        const std::string what = e.what();
        if (what.find('\n') != std::string::npos || what.find("root:") != std::string::npos) return false;
        return what.rfind("problem.json: source: ", 0) == 0;
    }
}
} // namespace

class TestConfinement : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostileNamesAreRefused() {
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        const fs::path folder = root / "problem";
        write(folder / "ref.cu", "kernel");
        write(folder / "sub" / "x.cu", "x");
        write(root / "secret.txt", "root:secret");
        fs::create_directories(folder / "adir");
        fs::create_symlink(root / "secret.txt", folder / "link_out.cu");
        fs::create_symlink("/dev/zero", folder / "zero.cu");
        fs::create_symlink(folder / "ref.cu", folder / "link_in.cu");
        QVERIFY(mkfifo((folder / "fifo.cu").c_str(), 0600) == 0);
        write(folder / "big.cu", std::string((1 << 20) + 1, 'x'));

        QCOMPARE(readConfinedFile(folder, "ref.cu", 1 << 20, "p", "f"), std::string("kernel"));
        QCOMPARE(readConfinedFile(folder, "sub/x.cu", 1 << 20, "p", "f"), std::string("x"));
        QCOMPARE(readConfinedFile(folder, "link_in.cu", 1 << 20, "p", "f"),
                 std::string("kernel")); // a link that stays inside
        for (const char* bad :
             {"../secret.txt", "../../../../etc/passwd", "/etc/passwd", "/proc/self/environ", "/dev/zero",
              "link_out.cu", "zero.cu", "adir", ".", "", "fifo.cu", "big.cu", "sub/../../secret.txt", "missing.cu"})
            QVERIFY2(refused(folder, bad), bad);
    }

    void randomPathsNeverLeaveTheFolder() {
        // Property: whatever a name is made of, a file that is read lies inside the folder.
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        const fs::path folder = root / "p";
        write(folder / "a" / "k.cu", "inside");
        write(root / "k.cu", "outside");
        fs::create_symlink(root, folder / "up");
        fs::create_symlink(folder / "a", folder / "same");
        const std::vector<std::string> parts{"a", "..", ".", "up", "same", "k.cu", "", "/", "//", "a/k.cu"};
        std::mt19937 rng(7);
        int reads = 0;
        for (int trial = 0; trial < 4000; ++trial) {
            std::string name;
            const int n = 1 + static_cast<int>(rng() % 5);
            for (int i = 0; i < n; ++i) name += (i ? "/" : "") + parts[rng() % parts.size()];
            try {
                const std::string text = readConfinedFile(folder, name, 1 << 20, "p", "f");
                QVERIFY2(text == "inside", name.c_str());
                ++reads;
            } catch (const InputError&) {}
        }
        QVERIFY(reads > 0); // the property is not vacuous
    }

    void problemFieldsAreConfined() {
        QTemporaryDir dir;
        const fs::path folder = fs::path(dir.path().toStdString()) / "p";
        write(folder / "ref.cu", "extern \"C\" __global__ void k(float* c) {}");
        const std::string head =
            "{\"name\": \"p\", \"sizes\": {\"n\": 64}, \"buffers\": [{\"name\": \"c\", \"dtype\": \"f32\", "
            "\"count\": \"n\", \"role\": \"output\"}], \"reference\": {\"source\": \"";
        const std::string tail =
            "\", \"launches\": [{\"kernel\": \"k\", \"grid\": [1, 1, 1], \"block\": [64, 1, 1], \"args\": [\"c\"]}]}}";
        for (const char* bad : {"../../../../etc/passwd", "/etc/passwd", "/proc/self/environ", "/dev/zero", "."}) {
            write(folder / "problem.json", head + bad + tail);
            try {
                ProblemLoader::load(folder.string());
                QFAIL(bad);
            } catch (const InputError& e) {
                QCOMPARE(QString::fromStdString(e.field()), QString("reference.source"));
            }
        }
        // A candidate file that is a link out of the folder is refused, not read.
        write(folder / "problem.json", head + "ref.cu" + tail);
        fs::create_directories(folder / "candidates");
        write(folder.parent_path() / "evil.json", "{\"source\": \"ref.cu\", \"launches\": []}");
        fs::create_symlink(folder.parent_path() / "evil.json", folder / "candidates" / "evil.json");
        try {
            ProblemLoader::load(folder.string());
            QFAIL("symlinked candidate accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("outside the problem folder") != std::string::npos, e.what());
        }
    }

    void includesAreFoundHoweverTheyAreSpelled() {
        struct Case {
            const char* source;
            const char* name; // "" = computed
            int line;
        };
        const Case cases[] = {
            {"#include </etc/passwd>\n", "/etc/passwd", 1},
            {"  #  include \"/etc/shadow\"\n", "/etc/shadow", 1},
            {"int x;\n#\\\ninclude </proc/self/environ>\n", "/proc/self/environ", 2},
            {"#/* c */include </etc/passwd>\n", "/etc/passwd", 1},
            {"%:include </etc/passwd>\n", "/etc/passwd", 1},
            {"#include_next </etc/passwd>\n", "/etc/passwd", 1},
            {"#import </etc/passwd>\n", "/etc/passwd", 1},
            {"#define H </etc/passwd>\n#include H\n", "", 2},
            {"#if __has_include(</etc/shadow>)\n#endif\n", "/etc/shadow", 1},
            {"/* a\n b */ #include </x>\n", "/x", 2},
            {"#inc\\\nlude </y>\n", "/y", 1},
            // Found in a sweep: a raw string or a digit separator that opens a "literal" to
            // the line's end, and a directive continued after a comment spanning lines.
            {"const char* s = R\"ab(x)a\")ab\";\n#include </proc/self/environ>\n", "/proc/self/environ", 2},
            {"int xs = 1'000;\n#include \"/etc/passwd\"\n// '\n", "/etc/passwd", 2},
            {"# /* x\n*/ include \"/etc/shadow\"\n", "/etc/shadow", 1},
            // A raw string whose text looks like a string then a comment opener: the
            // compiler reads one literal, so the next line's include is real.
            {"const char* s = R\"(\" /* )\";\n#include </etc/passwd>\n", "/etc/passwd", 2},
            {"auto s = u8R\"x(/*)x\"; auto t = LR\"(')\";\n#include </proc/self/environ>\n", "/proc/self/environ", 2},
        };
        for (const auto& c : cases) {
            const auto found = scanIncludes(c.source);
            QVERIFY2(found.size() == 1, c.source);
            QCOMPARE(found[0].name, std::string(c.name));
            QCOMPARE(found[0].computed, std::string(c.name).empty());
            QCOMPARE(found[0].line, c.line);
        }
        // Not directives: comments, string literals, a # that does not start a line.
        for (const char* quiet : {"// #include </etc/passwd>\n", "/* #include </etc/passwd> */\n",
                                  "const char* s = \"#include </etc/passwd>\";\n", "int a; #include </etc/passwd>\n",
                                  "#define S \"/*\"\n", "const char* s = R\"(\n#include </etc/passwd>\n)\";\n"})
            QVERIFY2(scanIncludes(quiet).empty(), quiet);
    }

    void scannerNeverMissesAnInclude() {
        // Property: noise the preprocessor ignores (comments, splices, blanks) inserted at
        // the seams of a directive never hides it from the scanner.
        const std::vector<std::string> noise{"", " ", "\t", "/**/", "/* x */", "\\\n", " \\\n "};
        std::mt19937 rng(11);
        for (int trial = 0; trial < 3000; ++trial) {
            auto n = [&] { return noise[rng() % noise.size()]; };
            const std::string hash = rng() % 4 == 0 ? "%:" : "#";
            const std::string src = "int a;\n" + n() + hash + n() + "include" + (rng() % 2 ? std::string(" ") : n()) +
                "</etc/passwd>" + n() + "\nint b;\n";
            const auto found = scanIncludes(src);
            QVERIFY2(found.size() == 1 && found[0].name == "/etc/passwd", src.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestConfinement)
#include "tst_confinement.moc"
