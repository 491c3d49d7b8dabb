#pragma once

// The time one fuzz input may take, counted in processor time rather than wall-clock time.
// libFuzzer's own -timeout counts wall-clock time, but the test command runs the fuzzers at the
// lowest priority beside the browser tests, where an input needing 0.2 s of processor can wait
// 13 s for it (seen). What is a defect is an input that needs too much work, so each input arms
// a profiling timer (processor time of the process) and a run over budget aborts with the input
// kept as a crash, as a libFuzzer timeout would. It catches an endless loop too.
#include <sys/time.h>
#include <unistd.h>
#include <csignal>
#include <cstdlib>

namespace flagfall::fuzz {

inline constexpr int kCpuSecondsPerInput = 5;

class CpuBudget {
 public:
  CpuBudget() {
    static const bool installed = [] {
      struct sigaction action {};
      action.sa_handler = &CpuBudget::over_budget;
      sigemptyset(&action.sa_mask);
      return sigaction(SIGPROF, &action, nullptr) == 0;
    }();
    (void)installed;
    arm(kCpuSecondsPerInput);
  }
  ~CpuBudget() { arm(0); }
  CpuBudget(const CpuBudget&) = delete;
  CpuBudget& operator=(const CpuBudget&) = delete;

 private:
  static void arm(int seconds) {
    itimerval timer{};
    timer.it_value.tv_sec = seconds;
    setitimer(ITIMER_PROF, &timer, nullptr);
  }
  static void over_budget(int) {
    static const char message[] =
        "fuzz: one input used more processor time than its budget (tests/fuzz/cpu_budget.h)\n";
    (void)!write(STDERR_FILENO, message, sizeof message - 1);
    std::abort();
  }
};

}  // namespace flagfall::fuzz
