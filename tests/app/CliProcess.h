#pragma once
// Runs a program (augur-cli, python3, tar) as a user would, for the app suites: its exit
// code and both output streams, with the session folder kept inside the test's own folder.
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace augur::test {

struct ProcessResult {
    int exitCode = -1; ///< -1: did not start, crashed or ran past the timeout
    QByteArray out, err;
};

/// Runs `program` with `args`, AUGUR_SESSION_DIR set to `sessionDir` and `extraEnv`
/// (NAME=value) added; waits at most `timeoutMs`, then kills it.
inline ProcessResult runProcess(const QString& program, const QStringList& args, const QString& sessionDir,
                                const QStringList& extraEnv = {}, int timeoutMs = 180000) {
    QProcess p;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("AUGUR_SESSION_DIR", sessionDir);
    for (const QString& kv : extraEnv) env.insert(kv.section('=', 0, 0), kv.section('=', 1));
    p.setProcessEnvironment(env);
    p.start(program, args);
    ProcessResult r;
    if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace augur::test
