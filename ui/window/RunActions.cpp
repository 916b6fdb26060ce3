#include "ui/window/RunActions.h"

#include "ui/session/EngineController.h"
#include "ui/session/SessionHost.h"

#include <QAction>
#include <QWidget>

namespace augur::ui {

RunActions::RunActions(SessionHost* host)
    : QObject(host->hostWidget()), host_(host), start_(makeAction("actionStart")), pause_(makeAction("actionPause")),
      resume_(makeAction("actionResume")), stop_(makeAction("actionStop")) {
    // The run actions talk to whichever controller is current.
    connect(start_, &QAction::triggered, this, [this] { host_->controller()->start(); });
    connect(pause_, &QAction::triggered, this, [this] { host_->controller()->pause(); });
    connect(resume_, &QAction::triggered, this, [this] { host_->controller()->resume(); });
    connect(stop_, &QAction::triggered, this, [this] { host_->controller()->stop(); });
}

QAction* RunActions::makeAction(const char* name) {
    auto* a = new QAction(host_->hostWidget());
    a->setObjectName(QString::fromLatin1(name));
    return a;
}

QList<QAction*> RunActions::actions() const { return {start_, pause_, resume_, stop_}; }

void RunActions::update(bool started, bool finished, bool paused) {
    start_->setEnabled(!started);
    pause_->setEnabled(started && !finished && !paused);
    resume_->setEnabled(started && !finished && paused);
    stop_->setEnabled(started && !finished);
}

void RunActions::retranslate() {
    start_->setText(tr("Start"));
    pause_->setText(tr("Pause"));
    resume_->setText(tr("Resume"));
    stop_->setText(tr("Stop"));
}

} // namespace augur::ui
