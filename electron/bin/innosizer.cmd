@echo off
rem innosizer-launcher: the InnoSizer command line (innosizer --help).
rem Runs the InnoSizer app in its command-line mode. Add this folder to PATH to use it.
"%~dp0..\..\innosizer.exe" --innosizer-cli -- %*
exit /b %ERRORLEVEL%
