// PaintPacer: floating windows repaint one per event-loop pass, never lose a repaint, and a
// docked window (or the main window) repaints untouched.
#include "ui/base/PaintPacer.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QPaintEvent>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <memory>
#include <vector>

using namespace augur;

namespace {

/// Counts its paints and the pass (tick of the test's pass counter) of the last one.
class CountingView : public QWidget {
public:
    explicit CountingView(const int* pass) : pass_(pass) { resize(120, 80); }
    int paints = 0;
    int lastPass = -1;

protected:
    void paintEvent(QPaintEvent*) override {
        ++paints;
        lastPass = *pass_;
    }

private:
    const int* pass_;
};

} // namespace

class TestPaintPacer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// Four floating windows dirtied at once repaint in four different passes, each once.
    void floatingWindowsRepaintOnePerPass() {
        int pass = 0;
        std::vector<std::unique_ptr<CountingView>> views;
        for (int i = 0; i < 4; ++i) {
            views.push_back(std::make_unique<CountingView>(&pass));
            views.back()->show();
            QVERIFY(QTest::qWaitForWindowExposed(views.back().get()));
        }
        QTest::qWait(50);
        for (auto& v : views) {
            ui::PaintPacer::instance()->pace(v.get());
            v->paints = 0;
        }
        for (auto& v : views) v->update();
        // One pass at a time: posted events (the repaints), then timers (the pacer's release).
        for (int step = 0; step < 40; ++step) {
            ++pass;
            QCoreApplication::processEvents(QEventLoop::AllEvents);
            bool all = true;
            for (auto& v : views) all = all && v->paints > 0;
            if (all) break;
        }
        std::vector<int> passes;
        for (auto& v : views) {
            QCOMPARE(v->paints, 1);
            passes.push_back(v->lastPass);
        }
        std::sort(passes.begin(), passes.end());
        QVERIFY2(std::adjacent_find(passes.begin(), passes.end()) == passes.end(), "two windows painted in one pass");
        QCOMPARE(ui::PaintPacer::instance()->waiting(), 0);
    }

    /// A window that is updated again while held back repaints once, and a window closed
    /// while held back is dropped without harm.
    void heldWindowRepaintsOnceOrIsDropped() {
        int pass = 0;
        auto kept = std::make_unique<CountingView>(&pass);
        auto closed = std::make_unique<CountingView>(&pass);
        for (CountingView* v : {kept.get(), closed.get()}) {
            v->show();
            QVERIFY(QTest::qWaitForWindowExposed(v));
        }
        QTest::qWait(50);
        for (CountingView* v : {kept.get(), closed.get()}) ui::PaintPacer::instance()->pace(v);
        kept->paints = 0;
        closed->update();
        kept->update();
        QCoreApplication::sendPostedEvents(); // both requests held back
        QCOMPARE(kept->paints, 0);
        QCOMPARE(ui::PaintPacer::instance()->waiting(), 2);
        closed.reset();
        kept->update(QRect(0, 0, 10, 10));
        QTRY_COMPARE(ui::PaintPacer::instance()->waiting(), 0);
        QTRY_COMPARE(kept->paints, 1);
        QTest::qWait(30);
        QCOMPARE(kept->paints, 1);
    }

    /// A docked dock belongs to the main window's frame: its content repaints with the
    /// window, at once; floated, the same dock is paced.
    void dockedDockIsNotPaced() {
        int pass = 0;
        QMainWindow window;
        auto* view = new CountingView(&pass);
        auto* dock = new QDockWidget(&window);
        dock->setWidget(view);
        window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ui::PaintPacer::instance()->pace(dock);
        QTest::qWait(50);
        view->paints = 0;
        view->update();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(view->paints, 1); // no hold-back while docked
        dock->setFloating(true);
        dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(dock));
        QTest::qWait(50);
        view->paints = 0;
        view->update();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(view->paints, 0); // floating: held for the pacer's release
        QTRY_COMPARE(view->paints, 1);
    }
};

QTEST_MAIN(TestPaintPacer)
#include "tst_paint_pacer.moc"
