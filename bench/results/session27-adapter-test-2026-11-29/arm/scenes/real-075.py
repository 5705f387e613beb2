from manim import *

class InputOutput(Scene):
    def construct(self):
        input_text = Text("Input", font_size=40).move_to(LEFT * 4 + UP * 2)
        output_text = Text("Output", font_size=40).move_to(RIGHT * 4 + UP * 2)
        box = SurroundingRectangle(input_text, color=YELLOW, buff=0.15)
        arrow_input = Arrow(ORIGIN, input_text.get_center(), buff=0.15)
        arrow_output = Arrow(box.get_right(), output_text.get_center(), buff=0.15)
        self.play(Write(input_text), Write(output_text))
        self.play(Create(box), GrowArrow(arrow_input), GrowArrow(arrow_output))
        self.play(Create(Text("f", color=YELLOW).move_to(RIGHT * 4 + UP * 2).next_to(box, RIGHT, buff=0.1)))
        self.wait()