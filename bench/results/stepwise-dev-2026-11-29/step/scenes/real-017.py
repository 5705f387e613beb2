from manim import *

class SolveEquationStepByStep(Scene):
    def construct(self):
        steps = VGroup(
            MathTex("3x - 5", "=", "10"),
            MathTex("3x", "=", "15"),
        ).arrange(DOWN, buff=0.5)
        for step in steps[1:]:
            # line the steps up at their equals signs
            step.shift((steps[0][1].get_x() - step[1].get_x()) * RIGHT)
        self.play(Write(steps[0]))
        for step in steps[1:]:
            self.play(FadeIn(step, shift=DOWN * 0.3), run_time=0.5)
        # Create and play the final answer
        final_answer = MathTex("x = 5")
        self.play(Create(final_answer), run_time=0.5)
        self.wait()
        # Create and add a box to the scene
        box = Square(side_length=0.3, color=WHITE)
        box.set_center((0, 0, 0))
        self.play(Create(box), run_time=0.5)
        # Position the final answer below the box
        self.play(Transform(final_answer, box, path_arc=PI / 2))
        self.wait()