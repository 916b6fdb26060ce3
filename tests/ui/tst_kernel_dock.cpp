// The Kernel dock made usable where the first version was not: the diff shows side by side
// only while each pane has room for 60 characters (else one unified column, switched as the
// dock is resized, also in the window at 1366×768 and 1920×1080), padding rows are a grey
// that reads on a light and a dark paper, "Edit as new candidate" lists every compiler
// message with its line and column and steps through them, and "Submit and measure" is off,
// with the reason, when the session's backend cannot measure a source.
#include "core/problem/ProblemLoader.h"
#include "core/session/LiveSession.h"
#include "core/source/CandidateSourceView.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/kernel/CandidateEditor.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/kernel/DiffView.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/kernel/SassView.h"
#include "ui/session/EngineController.h"
#include "ui/session/CandidateModel.h"
#include "ui/window/MainWindow.h"

#include "ui/kernel/Qsci.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <atomic>
#include <functional>

using namespace augur;

namespace {

const std::string kProblem = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";
const std::string kDataset = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";

/// A compiler whose every compile fails with `log`.
class FailingCompiler : public KernelCompiler {
public:
    explicit FailingCompiler(std::string log) : log_(std::move(log)) {}
    CompiledModule compile(const std::string&, const std::string&, const std::vector<std::string>&) override {
        CompiledModule m;
        m.log = log_;
        return m;
    }

private:
    std::string log_;
};

/// NVRTC 13.0's log for kErrorSource: two errors and a warning.
const char* const kMultiErrorLog = "candidate.cu(4): error: identifier \"undefined_thing\" is undefined\n"
                                   "      if (i < n) y[i] = undefined_thing * 2.0f;\n"
                                   "                        ^\n\n"
                                   "candidate.cu(6): error: expected a \";\"\n"
                                   "      y[0] = zz;\n"
                                   "      ^\n\n"
                                   "candidate.cu(5): warning #177-D: variable \"z\" was declared but never referenced\n"
                                   "      float z = 3\n"
                                   "            ^\n\n"
                                   "2 errors detected in the compilation of \"candidate.cu\".\n";
const char* const kErrorSource = "extern \"C\" __global__ void k(float* y, int n)\n"
                                 "{\n"
                                 "    int i = threadIdx.x;\n"
                                 "    if (i < n) y[i] = undefined_thing * 2.0f;\n"
                                 "    float z = 3\n"
                                 "    y[0] = zz;\n"
                                 "}\n";

/// The pixel at the middle of row `row` of `editor`'s text area, `x` pixels into the text.
QColor rowPixel(ui::CodeEditor* editor, int row, int x) {
    const long pos = editor->SendScintilla(QsciScintilla::SCI_POSITIONFROMLINE, long(row));
    const int y = int(editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, pos)) +
        int(editor->SendScintilla(QsciScintilla::SCI_TEXTHEIGHT, long(row))) / 2;
    const QImage image = editor->viewport()->grab().toImage();
    return image.pixelColor(QPoint(editor->marginWidth(0) + x, y) * image.devicePixelRatio());
}

/// Saves a picture of `w` under AUGUR_SCREENSHOT_DIR (when set) as NAME.png.
void picture(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/") + name + QStringLiteral(".png")));
}

/// A compiler that counts its compiles and returns a fixed PTX (no cubin: the SASS pane
/// then says so, the source and PTX panes show).
class CountingCompiler : public KernelCompiler {
public:
    CompiledModule compile(const std::string&, const std::string&, const std::vector<std::string>&) override {
        ++count;
        CompiledModule m;
        m.ok = true;
        m.ptx = ".version 9.0\n.target sm_90\n.visible .entry k(\n)\n{\n\tret;\n}\n";
        return m;
    }
    std::atomic<int> count{0};
};

bool neutral(const QColor& c) { return std::abs(c.red() - c.green()) <= 3 && std::abs(c.green() - c.blue()) <= 3; }

} // namespace

class TestKernelDock : public QObject {
    Q_OBJECT
    Problem problem_;
    std::vector<Candidate> candidates_;

private Q_SLOTS:
    /// The reference and a hand edit of it: one line changed, two added.
    void initTestCase() {
        problem_ = ProblemLoader::load(kProblem);
        Candidate reference;
        reference.id = 0;
        reference.origin = Origin::Reference;
        reference.state = CandidateState::Measured;
        std::string source = viewCandidateSource(problem_, reference, nullptr).text;
        const std::string old = "extern \"C\"";
        QVERIFY(source.find(old) != std::string::npos);
        Candidate edit;
        edit.id = 1;
        edit.parent = 0;
        edit.origin = Origin::User;
        edit.depth = 1;
        edit.source = source;
        edit.source.insert(edit.source.find(old),
                           "// A hand edit with a long comment line that makes the diff wider than a narrow pane\n"
                           "// and a second one\n");
        edit.launchesJson = editableLaunches(problem_, reference);
        candidates_ = {reference, edit};
    }

    /// Auto: side by side only with 60 characters per pane, switched as the panel is resized;
    /// either layout can still be chosen.
    void diffPanesKeepSixtyColumns() {
        ui::KernelPanel panel;
        panel.setCandidateLookup(lookup());
        panel.resize(700, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showCandidate(&candidates_[1], &candidates_[0], &candidates_[0], problem_);
        panel.tabs()->setCurrentIndex(ui::KernelPanel::DiffTab);
        ui::DiffView* diff = panel.diffView();
        QCOMPARE(diff->layoutMode(), ui::DiffView::Layout::Auto);
        QCOMPARE(diff->added(), 2);
        for (int width : {700, 1000, 1300, 1600, 2200}) {
            panel.resize(width, 600);
            QCoreApplication::processEvents();
            const bool sideBySide = diff->effectiveLayout() == ui::DiffView::Layout::SideBySide;
            QCOMPARE(diff->leftEditor()->isVisible(), sideBySide);
            QCOMPARE(diff->unifiedEditor()->isVisible(), !sideBySide);
            auto* box = diff->findChild<QComboBox*>(QStringLiteral("diffLayout"));
            QCOMPARE(box->currentText(),
                     sideBySide ? QStringLiteral("Auto: side by side") : QStringLiteral("Auto: unified"));
            if (sideBySide) {
                // Measured on the widget: the text area of each pane holds 60 characters.
                ui::CodeEditor* left = diff->leftEditor();
                const int advance = QFontMetrics(left->font()).horizontalAdvance(QLatin1Char('0'));
                const int columns = (left->viewport()->width() - left->marginWidth(0)) / advance;
                QVERIFY2(columns >= ui::DiffView::kMinPaneColumns,
                         qPrintable(QStringLiteral("%1 px: %2 columns").arg(width).arg(columns)));
                QCOMPARE(left->linesWith(ui::CodeEditor::Blank).size(), 2);
            } else {
                QCOMPARE(diff->unifiedEditor()->linesWith(ui::CodeEditor::Added).size(), 2);
            }
            if (width == 700 || width == 1600)
                picture(&panel,
                        sideBySide ? QStringLiteral("kernel-diff-auto-wide")
                                   : QStringLiteral("kernel-diff-auto-narrow"));
            if (width == 700) QVERIFY(!sideBySide);
            if (width == 2200) QVERIFY(sideBySide);
        }
        // The engineer's choice holds at any width.
        diff->setLayoutMode(ui::DiffView::Layout::SideBySide);
        panel.resize(700, 600);
        QCoreApplication::processEvents();
        QVERIFY(diff->leftEditor()->isVisible());
    }

    /// In the window's default layout, at both screen sizes, the Kernel dock's diff has 60
    /// characters per pane or is unified.
    void defaultWindowDiffIsReadable_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void defaultWindowDiffIsReadable() {
        QFETCH(QSize, size);
        SessionConfig config;
        config.datasetPath = kDataset;
        config.maxMeasurements = 12;
        config.replayDelayMs = 0;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        QTRY_VERIFY(window.candidateModel()->candidate(2) != nullptr);
        window.showDiff(1, 2);
        QCoreApplication::processEvents();
        ui::DiffView* diff = window.kernelPanel()->diffView();
        QVERIFY(window.kernelPanel()->isVisible());
        if (diff->effectiveLayout() == ui::DiffView::Layout::SideBySide) {
            ui::CodeEditor* left = diff->leftEditor();
            const int advance = QFontMetrics(left->font()).horizontalAdvance(QLatin1Char('0'));
            QVERIFY((left->viewport()->width() - left->marginWidth(0)) / advance >= ui::DiffView::kMinPaneColumns);
        } else {
            QVERIFY(diff->unifiedEditor()->isVisible());
        }
        controller->stop();
    }

    /// Padding rows opposite added lines are grey on white paper and on a dark one: never
    /// the paper's own colour.
    void paddingRowsAreGrey() {
        ui::KernelPanel panel;
        panel.setCandidateLookup(lookup());
        panel.resize(1800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showCandidate(&candidates_[1], &candidates_[0], &candidates_[0], problem_);
        panel.tabs()->setCurrentIndex(ui::KernelPanel::DiffTab);
        ui::DiffView* diff = panel.diffView();
        diff->setLayoutMode(ui::DiffView::Layout::SideBySide);
        QCoreApplication::processEvents();
        ui::CodeEditor* left = diff->leftEditor();
        const QList<int> blank = left->linesWith(ui::CodeEditor::Blank);
        QCOMPARE(blank.size(), 2);
        const QColor light = rowPixel(left, blank.front(), 40);
        QVERIFY2(neutral(light) && light.value() < 225 && light.value() > 150, qPrintable(light.name()));
        QVERIFY2(std::abs(light.value() - left->blankRowColour().value()) <= 6,
                 qPrintable(light.name() + QLatin1Char(' ') + left->blankRowColour().name()));
        // A dark paper: the row is still a neutral grey, well apart from the paper.
        const QColor dark(0x1e, 0x1e, 0x1e);
        left->lexer()->setDefaultPaper(dark);
        left->lexer()->setPaper(dark, -1);
        left->recolor();
        QCoreApplication::processEvents();
        const QColor onDark = rowPixel(left, blank.front(), 40);
        QVERIFY2(neutral(onDark) && onDark.value() - dark.value() >= 30, qPrintable(onDark.name()));
        QVERIFY2(std::abs(onDark.value() - left->blankRowColour().value()) <= 6,
                 qPrintable(onDark.name() + QLatin1Char(' ') + left->blankRowColour().name()));
    }

    /// Every compiler message in a list, with its line and column; Next and Previous step
    /// through them (wrapping), a click jumps, and every error line is marked.
    void compilerMessagesAreListed() {
        ui::CandidateEditor editor;
        editor.startFrom(problem_, candidates_[0], QString());
        editor.setCompiler(std::make_shared<FailingCompiler>(kMultiErrorLog), QStringLiteral("sm_90"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(!editor.problemList()->isVisible());
        editor.sourceEditor()->setText(QString::fromLatin1(kErrorSource));
        editor.checkCompile();
        QListWidget* list = editor.problemList();
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 3, 20000);
        QVERIFY(list->isVisible());
        QCOMPARE(list->item(0)->text(),
                 QStringLiteral("line 4, column 23: error: identifier \"undefined_thing\" is undefined"));
        QCOMPARE(list->item(1)->text(), QStringLiteral("line 6, column 5: error: expected a \";\""));
        QCOMPARE(list->item(2)->text(),
                 QStringLiteral("line 5, column 11: warning: variable \"z\" was declared but never referenced"));
        QCOMPARE(editor.errorLines(), (std::vector<int>{4, 6}));
        QCOMPARE(list->currentRow(), 0);
        // The squiggle starts at the error's column.
        QsciScintilla* source = editor.sourceEditor();
        const long at = source->positionFromLineIndex(3, 22);
        QCOMPARE(source->SendScintilla(QsciScintilla::SCI_INDICATORVALUEAT, 8UL, at), 1L);
        auto cursor = [source] {
            int line = -1, index = -1;
            source->getCursorPosition(&line, &index);
            return QPair<int, int>(line, index);
        };
        editor.nextProblemButton()->click();
        QCOMPARE(cursor(), qMakePair(5, 4));
        editor.nextProblem();
        QCOMPARE(cursor(), qMakePair(4, 10));
        editor.nextProblem(); // wraps to the first
        QCOMPARE(cursor(), qMakePair(3, 22));
        QCOMPARE(list->currentRow(), 0);
        editor.previousProblemButton()->click(); // wraps to the last
        QCOMPARE(list->currentRow(), 2);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
        QCOMPARE(cursor(), qMakePair(5, 4));
        QCOMPARE(editor.nextProblemButton()->shortcut(), QKeySequence(Qt::Key_F8));
        picture(&editor, QStringLiteral("editor-compile-errors"));
        QVERIFY2(editor.statusLabel()->text().contains(QStringLiteral("2 error(s) marked")) ||
                     editor.statusLabel()->text().contains(QStringLiteral("2 errors marked")),
                 qPrintable(editor.statusLabel()->text()));
        // In Japanese the list says where in its own words; the compiler's messages stay as
        // the compiler wrote them.
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("ja")));
        editor.checkCompile();
        QTRY_VERIFY_WITH_TIMEOUT(list->count() == 3 && list->item(0)->text().startsWith(QStringLiteral("4 行 23 列: ")),
                                 20000);
        QVERIFY(list->item(0)->text().endsWith(QStringLiteral("identifier \"undefined_thing\" is undefined")));
        picture(&editor, QStringLiteral("editor-compile-errors-ja"));
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en")));
    }

    /// A backend that cannot measure a source: Submit is off and says why.
    /// A candidate selected while another tab shows is compiled for the SASS tab ahead;
    /// opening the tab then shows it at once, without a second compile. Hidden, the panel
    /// prepares nothing.
    void sassTabPreparedOnSelection() {
        auto compiler = std::make_shared<CountingCompiler>();
        ui::KernelPanel panel;
        panel.setCandidateLookup(lookup());
        panel.setKernelCompiler(compiler, QString());
        panel.showCandidate(&candidates_[1], &candidates_[0], &candidates_[0], problem_);
        QTest::qWait(200);
        QCOMPARE(compiler->count.load(), 0); // not on screen: nothing is prepared
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.tabs()->currentIndex(), int(ui::KernelPanel::SourceTab));
        panel.showCandidate(&candidates_[0], nullptr, &candidates_[0], problem_);
        QTRY_VERIFY(compiler->count.load() == 1 && !panel.sassView()->busy());
        QSignalSpy shown(panel.sassView(), &ui::SassView::analysisShown);
        panel.tabs()->setCurrentIndex(ui::KernelPanel::SassTab);
        QCOMPARE(shown.count(), 1); // at once, from the preparation
        QVERIFY(!panel.sassView()->busy());
        QCOMPARE(compiler->count.load(), 1);
        QVERIFY(panel.sassView()->editor(ui::SassView::PtxPane)->shownText().find(".entry k") != std::string::npos);
    }

    void submitOffWhenTheBackendCannotMeasure() {
        SessionConfig config;
        config.datasetPath = kDataset;
        config.maxMeasurements = 5;
        ui::EngineController controller(LiveSession::create(config, ""));
        QVERIFY(!controller.measuresSource());
        const QString why = QStringLiteral("This session replays recorded measurements, so it cannot measure a new "
                                           "source.");
        ui::CandidateEditor editor;
        editor.startFrom(problem_, candidates_[0], why);
        QVERIFY(!editor.submitButton()->isEnabled());
        QCOMPARE(editor.submitButton()->toolTip(), why);
        QSignalSpy submitted(&editor, &ui::CandidateEditor::submitted);
        editor.submit();
        QCOMPARE(submitted.count(), 0);
        editor.startFrom(problem_, candidates_[0], QString());
        QVERIFY(editor.submitButton()->isEnabled());
        editor.submit();
        QCOMPARE(submitted.count(), 1);
        QVERIFY(!editor.submitButton()->isEnabled()); // one request at a time
    }

private:
    std::function<const Candidate*(CandidateId)> lookup() const {
        return [this](CandidateId id) -> const Candidate* {
            return id >= 0 && std::size_t(id) < candidates_.size() ? &candidates_[std::size_t(id)] : nullptr;
        };
    }
};

QTEST_MAIN(TestKernelDock)
#include "tst_kernel_dock.moc"
